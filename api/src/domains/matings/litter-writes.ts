import type {
  AddLitterBody, DeleteLitterResponse, LitterInput, PetDetail, PetInput, PuppyInput, SetPublishBody, SetPublishResponse,
} from '@bc/shared/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { birthProblem, litterListedUntil, matingListedUntil, pairProblems, todayOf } from '../../breeding';
import type { Data } from '../data';
import { isCountryCode } from '../dictionaries/countries';
import { isOwner } from '../pets/access';
import { draftPet } from '../pets/input';
import type { PetRecords } from '../pets/writes';
import { canEditLitter, canEditMating, canSeeLitter, canSeeMating } from './access';
import type { LitterRow, PuppyRow } from './data/litters';
import type { MatingRow } from './data/matings';
import type { BreedingPublishStep, MatingsDeps } from './deps';
import { integrityError } from './mating-writes';
import { factsOf, petLabel, visiblePet } from './views';

/** A puppy keeps these of the litter: its parents, birth, breeder, breed, country of birth and status. */
interface Inherited {
  sireId: number | null;
  damId: number;
  birthDate: string;
  breederUserId: number | null;
  breederName: string | null;
  breedId: string;
  countryOfBirth: string | null;
}

type LitterBody = AddLitterBody | LitterInput;
const named = (rows: { id: number; registeredName: string }[]) => rows.map((r) => ({ id: r.id, registeredName: r.registeredName }));

/** Recording, editing and deleting litters; their puppies are pet records written in the same transaction. */
export function litterWrites(deps: MatingsDeps) {
  const { data, pets, genetics } = deps;
  const today = () => todayOf(deps.now());

  /** The counts agree with themselves and with the puppies listed (400 naming the field). */
  function checkCounts(body: LitterBody) {
    if (body.malesAlive > body.malesBorn) throw badRequest(`body/malesAlive ${body.malesAlive} is more than malesBorn ${body.malesBorn}`, 'malesAlive');
    if (body.femalesAlive > body.femalesBorn) throw badRequest(`body/femalesAlive ${body.femalesAlive} is more than femalesBorn ${body.femalesBorn}`, 'femalesAlive');
    const males = body.puppies.filter((p) => p.sex === 'male').length;
    const females = body.puppies.length - males;
    if (males > body.malesBorn) throw badRequest(`body/puppies lists ${males} males, more than malesBorn ${body.malesBorn}`, 'puppies');
    if (females > body.femalesBorn) throw badRequest(`body/puppies lists ${females} females, more than femalesBorn ${body.femalesBorn}`, 'puppies');
    const ids = new Set<number>();
    body.puppies.forEach((p, i) => {
      if (p.id === undefined) return;
      if (ids.has(p.id)) throw badRequest(`body/puppies/${i}/id ${p.id} is listed twice`, `puppies.${i}.id`);
      ids.add(p.id);
    });
    if (body.birthDate > today()) throw badRequest(`body/birthDate ${body.birthDate} is in the future`, 'birthDate');
    if (body.country && !isCountryCode(body.country)) throw badRequest(`body/country "${body.country}" is not a known country code`, 'country');
  }

  /** The breeder: a member (active), a plain name, or by default the caller. */
  async function breederOf(body: LitterBody, viewer: Viewer, current: LitterRow | null) {
    const breeder = body.breeder === undefined ? { userId: viewer.id } : body.breeder;
    if (breeder === null) return { breederUserId: null, breederName: null };
    if ('name' in breeder) {
      const name = breeder.name.trim();
      if (!name) throw badRequest('body/breeder/name must not be blank', 'breeder.name');
      return { breederUserId: null, breederName: name };
    }
    if (breeder.userId !== viewer.id && breeder.userId !== current?.breederUserId) {
      const member = (await data.breeding.members([breeder.userId])).get(breeder.userId);
      if (!member?.usable) throw badRequest(`body/breeder/userId ${breeder.userId} is not a member`, 'breeder.userId');
    }
    return { breederUserId: breeder.userId, breederName: null };
  }

  /**
   * The litter's parents: its mating's (which the caller recorded, and which has no other litter), or a dam of the
   * caller's and any sire the caller may see. Refusals name the dogs.
   */
  async function parents(body: LitterBody, viewer: Viewer, current: LitterRow | null) {
    let mating: MatingRow | null = null;
    let damId = body.damId ?? null;
    let sireId = body.sireId ?? null;
    if (body.matingId != null) {
      const found = await data.matings.byId(body.matingId);
      if (!found || !canSeeMating(viewer, found)) throw notFound(`body/matingId mating ${body.matingId} not found`, 'matingId');
      if (!canEditMating(viewer, found)) throw forbidden('Only the member who recorded the mating records its litter', 'not_recorder');
      if (found.litterId !== null && found.litterId !== current?.id) {
        throw new HttpError(409, `Mating ${found.id} has a litter already (litter ${found.litterId})`, { code: 'mating-litter', field: 'matingId', ids: [] });
      }
      if (found.status === 'cancelled') throw new HttpError(409, `Mating ${found.id} was cancelled: it has no litter`, { code: 'mating-status', field: 'matingId', ids: [] });
      if (damId !== null && damId !== found.damId) throw badRequest(`body/damId ${damId} is not the dam of mating ${found.id}`, 'damId');
      if (sireId !== null && sireId !== found.sireId) throw badRequest(`body/sireId ${sireId} is not the sire of mating ${found.id}`, 'sireId');
      mating = found;
      damId = found.damId;
      sireId = found.sireId;
    } else if (current !== null && current.id !== undefined) {
      const linked = await data.matings.byLitter(current.id);
      if (linked) throw badRequest(`body/matingId: this litter is of mating ${linked.id}; keep it`, 'matingId');
    }
    if (damId === null) throw badRequest('body/damId is required (or matingId)', 'damId');
    const dam = await visiblePet(pets, damId, viewer);
    if (!dam) throw new HttpError(400, `body/damId pet ${damId} does not exist`, { field: 'damId', ids: [damId] });
    if (!mating && damId !== current?.damId && !viewer.isModerator && !isOwner(viewer, { publishStatus: dam.publishStatus, createdBy: dam.createdBy, ownerUserId: dam.owner.userId })) {
      throw forbidden(`${petLabel(dam)} is not your dog: record litters of your own females`, 'not_dam_owner');
    }
    let sire: PetDetail | null = null;
    if (sireId !== null) {
      sire = await visiblePet(pets, sireId, viewer);
      if (!sire) throw new HttpError(400, `body/sireId pet ${sireId} does not exist`, { field: 'sireId', ids: [sireId] });
    }
    const problems = pairProblems(factsOf(dam), sire && factsOf(sire), []);
    const damFacts = factsOf(dam);
    if (damFacts.deathDate !== null && damFacts.deathDate < body.birthDate && damFacts.deathPrecision === 'day') {
      problems.push({ code: 'dead', field: 'damId', message: `${damFacts.label} died on ${damFacts.deathDate}, before the birth ${body.birthDate}`, ids: [dam.id] });
    }
    if (mating) {
      const late = birthProblem(body.birthDate, mating.matingDates, dam.id, petLabel(dam));
      if (late) problems.push(late);
    }
    if (problems.length > 0) throw integrityError(problems);
    return { mating, dam, sire };
  }

  /** A puppy's row from its input: checked as a pet (a refusal names `puppies.N.<field>`). */
  async function puppyColumns(puppy: PuppyInput, i: number, inherited: Inherited) {
    const input: PetInput = {
      registeredName: puppy.registeredName, sex: puppy.sex, colorId: puppy.colorId ?? null, coat: puppy.coat ?? null,
      microchip: puppy.microchip ?? null, birthDate: inherited.birthDate, breedId: inherited.breedId, sireId: inherited.sireId,
      damId: inherited.damId, countryOfBirth: inherited.countryOfBirth, version: 1,
    };
    try {
      const { columns } = draftPet(input, await deps.lookups());
      return {
        registeredName: columns.registeredName, sex: columns.sex, colorId: columns.colorId, coat: columns.coat, microchip: columns.microchip,
        availability: puppy.availability, searchText: columns.searchText, sortName: columns.sortName,
      };
    } catch (error) {
      if (error instanceof HttpError && typeof error.data?.field === 'string') {
        throw new HttpError(error.statusCode, error.message.replace(/^body\//, `body/puppies/${i}/`), { ...error.data, field: `puppies.${i}.${error.data.field}` });
      }
      throw error;
    }
  }

  /** Takes puppies out of a litter: deleted when they have nothing of their own, detached (kept, named) otherwise. */
  async function letGo(tx: Data, records: PetRecords, puppies: PuppyRow[]) {
    const own = await tx.pets.withOwnData(puppies.map((p) => p.id));
    const detached = puppies.filter((p) => own.has(p.id));
    const deleted = puppies.filter((p) => !own.has(p.id));
    for (const p of detached) await records.update(p.id, { litterId: null, availability: null });
    await records.remove(deleted.map((p) => p.id));
    return { deleted: named(deleted), detached: named(detached) };
  }

  async function columnsOf(body: LitterBody, viewer: Viewer, current: LitterRow | null) {
    checkCounts(body);
    const found = await parents(body, viewer, current);
    const breeder = await breederOf(body, viewer, current);
    const country = body.country ?? found.dam.countryOfResidence ?? null;
    const inherited: Inherited = {
      sireId: found.sire?.id ?? null, damId: found.dam.id, birthDate: body.birthDate, ...breeder, breedId: found.dam.breedId, countryOfBirth: country,
    };
    const puppies = [];
    for (const [i, puppy] of body.puppies.entries()) puppies.push({ id: puppy.id, columns: await puppyColumns(puppy, i, inherited) });
    return {
      found, inherited, puppies,
      litter: {
        sireId: inherited.sireId, damId: inherited.damId, birthDate: body.birthDate, ...breeder, breedId: inherited.breedId, country,
        malesBorn: body.malesBorn, femalesBorn: body.femalesBorn, malesAlive: body.malesAlive, femalesAlive: body.femalesAlive,
        announcement: body.announcement?.trim() || null, coi: inherited.sireId === null ? null : genetics.coiOf(inherited.sireId, inherited.damId),
        listedUntil: litterListedUntil(body.birthDate),
      },
    };
  }

  /** What a puppy takes of the litter, as pet columns. */
  const fromLitter = (i: Inherited) => ({
    sireId: i.sireId, damId: i.damId, birthDate: i.birthDate, birthPrecision: 'day' as const, breederUserId: i.breederUserId,
    breederName: i.breederName, breedId: i.breedId, countryOfBirth: i.countryOfBirth,
  });

  return {
    async add(body: AddLitterBody, viewer: Viewer): Promise<number> {
      const checked = await columnsOf(body, viewer, null);
      if (checked.puppies.some((p) => p.id !== undefined)) throw badRequest('body/puppies: a new litter has no puppies yet; leave out their ids', 'puppies');
      const status = body.publishStatus ?? 'draft';
      return pets.inTransaction(viewer, async (tx, records) => {
        const litter = await tx.litters.insert({ ...checked.litter, publishStatus: status, createdBy: viewer.id });
        for (const puppy of checked.puppies) {
          await records.insert({ ...puppy.columns, ...fromLitter(checked.inherited), species: 'dog', litterId: litter.id, publishStatus: status });
        }
        if (checked.found.mating) {
          await tx.matings.update(checked.found.mating.id, { status: 'whelped', litterId: litter.id, listedUntil: litter.listedUntil });
        }
        return litter.id;
      });
    },

    /** Replaces the litter's fields and puppies; answers the puppies taken out but kept. */
    async save(id: number, body: LitterInput, viewer: Viewer): Promise<{ id: number; registeredName: string }[]> {
      const before = await data.litters.byId(id);
      if (!before || !canSeeLitter(viewer, before)) throw notFound('Litter not found', 'id');
      if (!canEditLitter(viewer, before)) throw forbidden('Only the member who recorded this litter or a moderator may edit it', 'not_recorder');
      const checked = await columnsOf(body, viewer, before);
      return pets.inTransaction(viewer, async (tx, records) => {
        const current = await tx.litters.lockById(id);
        if (!current) throw notFound('Litter not found', 'id');
        if (current.version !== body.version) {
          throw new HttpError(409, `body/version ${body.version} is out of date: the litter was changed at ${current.updatedAt.toISOString()} (version ${current.version}); reload it`, {
            code: 'stale-version', field: 'version', version: current.version, updatedAt: current.updatedAt.toISOString(),
          });
        }
        const puppies = (await tx.litters.puppies([id])).get(id) ?? [];
        const mine = new Map(puppies.map((p) => [p.id, p]));
        checked.puppies.forEach((p, i) => {
          if (p.id !== undefined && !mine.has(p.id)) throw badRequest(`body/puppies/${i}/id ${p.id} is not a puppy of this litter`, `puppies.${i}.id`);
        });
        const kept = new Set(checked.puppies.map((p) => p.id).filter((p) => p !== undefined));
        const { detached } = await letGo(tx, records, puppies.filter((p) => !kept.has(p.id)));
        // A hidden litter stays hidden (a moderator's decision); otherwise the body may publish or withdraw it.
        const litterStatus = current.publishStatus === 'hidden' ? 'hidden' : (body.publishStatus ?? current.publishStatus);
        const status = litterStatus === 'hidden' ? 'draft' : litterStatus;
        const drafts = new Set(puppies.filter((p) => p.publishStatus === 'draft').map((p) => p.id));
        for (const puppy of checked.puppies) {
          const columns = { ...puppy.columns, ...fromLitter(checked.inherited) };
          if (puppy.id === undefined) await records.insert({ ...columns, species: 'dog', litterId: id, publishStatus: status });
          else await records.update(puppy.id, status === 'published' && drafts.has(puppy.id) ? { ...columns, publishStatus: 'published' } : columns);
        }
        await tx.litters.update(id, { ...checked.litter, publishStatus: litterStatus });
        const mating = await tx.matings.byLitter(id);
        if (mating) await tx.matings.update(mating.id, { listedUntil: checked.litter.listedUntil });
        return detached;
      });
    },

    /**
     * A moderator's publication change of a litter (hidden needs a reason, which the recorder sees); its puppies keep
     * their own status. `also` runs in the same transaction (moderation's audit entry).
     */
    async setPublish(body: SetPublishBody, viewer: Viewer, also?: BreedingPublishStep<LitterRow>): Promise<SetPublishResponse> {
      if (!viewer.isModerator) throw forbidden('Only moderators hide or publish a litter this way', 'moderators_only');
      return data.transaction(async (tx) => {
        const current = await tx.litters.lockById(body.id);
        if (!current) throw notFound('Litter not found', 'id');
        await also?.check?.(current);
        if (body.status === 'hidden' && !body.reason?.trim()) throw badRequest('body/reason is required to hide a litter', 'reason');
        const row = await tx.litters.update(body.id, { publishStatus: body.status, hiddenReason: body.status === 'hidden' ? body.reason!.trim() : null });
        if (also) await also.written(tx, current, row);
        return { id: row.id, publishStatus: row.publishStatus, hiddenReason: row.hiddenReason };
      });
    },

    /** Deletes the litter with its photos' rows; answers their uploads, released after the commit by the caller. */
    async delete(id: number, viewer: Viewer): Promise<DeleteLitterResponse & { uploadIds: string[] }> {
      const before = await data.litters.byId(id);
      if (!before || !canSeeLitter(viewer, before)) throw notFound('Litter not found', 'id');
      if (!canEditLitter(viewer, before)) throw forbidden('Only the member who recorded this litter or a moderator may delete it', 'not_recorder');
      return pets.inTransaction(viewer, async (tx, records) => {
        const current = await tx.litters.lockById(id);
        if (!current) throw notFound('Litter not found', 'id');
        const puppies = (await tx.litters.puppies([id])).get(id) ?? [];
        const mating = await tx.matings.byLitter(id);
        // The mating goes back to mated (its litter is gone), listed again by its own dates.
        if (mating) await tx.matings.update(mating.id, { status: 'mated', litterId: null, listedUntil: matingListedUntil(mating.date) });
        const { deleted, detached } = await letGo(tx, records, puppies);
        const uploadIds = await tx.litterPhotos.deleteAll(id);
        await tx.litters.delete(id);
        return { id, deleted, detached, uploadIds };
      });
    },
  };
}
