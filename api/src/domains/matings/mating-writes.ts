import {
  type AddMatingBody, type Locale, localePath, type MatingInput, type MatingStatus, type SetMatingPublishBody, type SetMatingPublishResponse,
  STALE_VERSION, type StudAnswerBody,
} from '@bc/shared/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { renderMail } from '../../mail/templates';
import { STUD_CONFIRMATION } from '../../mail/breeding';
import {
  firstOf, type IntegrityProblem, matingListedUntil, pairProblems, type ParentFacts, statusRefusal, studAnswerAfter, todayOf,
} from '../../breeding';
import { isCountryCode } from '../dictionaries/countries';
import { isOwner } from '../pets/access';
import { draftPet } from '../pets/input';
import type { Data } from '../data';
import type { MatingRow } from './data/matings';
import { canEditMating, canSeeMating, isStudOwner } from './access';
import type { BreedingPublishStep, MatingsDeps } from './deps';
import { factsOf, ownerOf, petLabel, visiblePet } from './views';

/** A refusal naming the dogs: 409 with every problem, the first one's code and field. */
export function integrityError(problems: IntegrityProblem[]): HttpError {
  const [first] = problems;
  return new HttpError(409, problems.map((p) => p.message).join('; '), {
    code: first.code, field: first.field, ids: [...new Set(problems.flatMap((p) => p.ids))], problems,
  });
}

/** Mating dates: each day once (400 naming the repeat), in order. */
function checkDates(dates: readonly string[]): string[] {
  const seen = new Set<string>();
  dates.forEach((d, i) => {
    if (seen.has(d)) throw badRequest(`body/matingDates/${i} ${d} is given twice`, `matingDates.${i}`);
    seen.add(d);
  });
  return [...dates].sort();
}

/** Publishing refused to a member without premium whose mating is not paid for (402: the mating payment or premium). */
export const PAYMENT_REQUIRED = 'payment-required';

/** Recording, editing and publishing matings, and the stud owner's answer. */
export function matingWrites(deps: MatingsDeps) {
  const { data, pets, genetics } = deps;
  const today = () => todayOf(deps.now());

  /**
   * Publishing a mating announcement is a premium benefit, or bought once per mating (an order of kind `mating`,
   * `paidOrderId`); moderators are not asked.
   */
  async function requirePublishRight(viewer: Viewer, paidOrderId: string | null, db: Data = data): Promise<void> {
    if (viewer.isModerator || paidOrderId !== null) return;
    // Read through the caller's transaction when there is one (PGlite has a single connection).
    const until = (await db.users.byId(viewer.id))?.premiumUntil ?? null;
    if (until !== null && until > deps.now()) return;
    throw new HttpError(402, 'Publishing a mating announcement needs premium or the mating payment; it can be kept as a draft meanwhile', {
      code: PAYMENT_REQUIRED, field: 'publishStatus',
    });
  }

  /** Asks the stud owner (email in his language) once the mating is committed; a failed delivery is logged, the mating stays. */
  async function askStudOwner(row: MatingRow) {
    if (row.studAnswer !== 'awaiting' || row.studOwnerId === null) return;
    const members = await data.breeding.members([row.studOwnerId, ...(row.createdBy === null ? [] : [row.createdBy])]);
    const owner = members.get(row.studOwnerId);
    if (!owner?.usable || !owner.email) return;
    const [dam, sire] = await data.petDetails.shorts([row.damId!, row.sireId!].filter((id) => id !== null));
    const names = new Map([dam, sire].filter(Boolean).map((p) => [p.id, p.registeredName]));
    const locale = owner.locale as Locale;
    const link = `${deps.publicUrl}${localePath(locale, `/m/${row.id}`)}`;
    const recorder = row.createdBy === null ? undefined : members.get(row.createdBy);
    try {
      await deps.mailer.send({
        to: owner.email, link,
        ...renderMail(STUD_CONFIRMATION, locale, {
          link, nickname: owner.nickname ?? '', recorder: recorder?.name ?? recorder?.nickname ?? '—',
          dam: names.get(row.damId!) ?? '—', sire: names.get(row.sireId!) ?? '—', dates: row.matingDates.join(', '),
        }),
      });
    } catch (error) {
      deps.log.error({ err: error, matingId: row.id }, 'the stud owner could not be asked by email');
    }
  }

  /** The dam (the caller's own, unless a moderator), the sire (any the caller may see) or a new outside sire, checked. */
  async function pair(body: AddMatingBody | MatingInput, viewer: Viewer, current: MatingRow | null) {
    if (body.sireId != null && body.newSire) throw badRequest('body/newSire: give either sireId (a pet in the database) or newSire (a new record), not both', 'newSire');
    if (body.sireId == null && !body.newSire) throw badRequest('body/sireId is required (or newSire for a sire not in the database)', 'sireId');
    if (body.country && !isCountryCode(body.country)) throw badRequest(`body/country "${body.country}" is not a known country code`, 'country');
    const dates = checkDates(body.matingDates);
    const dam = await visiblePet(pets, body.damId, viewer);
    if (!dam) throw new HttpError(400, `body/damId pet ${body.damId} does not exist`, { field: 'damId', ids: [body.damId] });
    const damChanged = current?.damId !== body.damId;
    if (damChanged && !viewer.isModerator && !isOwner(viewer, { publishStatus: dam.publishStatus, createdBy: dam.createdBy, ownerUserId: dam.owner.userId })) {
      throw forbidden(`${petLabel(dam)} is not your dog: record matings of your own females`, 'not_dam_owner');
    }
    let sire = null;
    let newSire = null;
    let sireFacts: ParentFacts;
    if (body.sireId != null) {
      sire = await visiblePet(pets, body.sireId, viewer);
      if (!sire) throw new HttpError(400, `body/sireId pet ${body.sireId} does not exist`, { field: 'sireId', ids: [body.sireId] });
      sireFacts = factsOf(sire);
    } else {
      const input = body.newSire!;
      try {
        newSire = draftPet(
          { registeredName: input.registeredName, callName: input.callName, kennelPrefix: input.kennelPrefix, birthDate: input.birthDate, colorId: input.colorId, sex: 'male', breedId: dam.breedId },
          await deps.lookups(),
        );
      } catch (error) {
        if (error instanceof HttpError && typeof error.data?.field === 'string') {
          throw new HttpError(error.statusCode, error.message.replace(/^body\//, 'body/newSire/'), { ...error.data, field: `newSire.${error.data.field}` });
        }
        throw error;
      }
      sireFacts = { id: 0, label: `"${newSire.columns.registeredName}" (new record)`, sex: 'male', birthDate: newSire.columns.birthDate ?? null, deathDate: null, deathPrecision: null };
    }
    const problems = pairProblems(factsOf(dam), sireFacts, dates).map((p) => (p.field === 'sireId' && newSire ? { ...p, field: 'newSire.birthDate', ids: [] } : p));
    if (problems.length > 0) throw integrityError(problems);
    const refusal = statusRefusal(body.status as MatingStatus, current?.litterId != null, dates[0], today());
    if (refusal) throw new HttpError(409, refusal.message, { code: refusal.code, field: refusal.field, ids: [] });
    return { dam, sire, newSire, dates };
  }

  /** Inserts the new outside sire (in the mating's transaction) and answers the sire's id and owner. */
  async function sireIn(
    records: Parameters<Parameters<MatingsDeps['pets']['inTransaction']>[1]>[1],
    checked: Awaited<ReturnType<typeof pair>>,
    status: 'draft' | 'published',
  ): Promise<{ id: number; owner: number | null }> {
    if (checked.sire) return { id: checked.sire.id, owner: ownerOf(checked.sire) };
    const pet = await records.insert({ ...checked.newSire!.columns, publishStatus: status });
    return { id: pet.id, owner: null };
  }

  const columnsOf = (body: AddMatingBody | MatingInput, checked: Awaited<ReturnType<typeof pair>>, sireId: number) => ({
    damId: body.damId, sireId, matingDates: checked.dates, date: firstOf(checked.dates), status: body.status as MatingStatus,
    announcement: body.announcement?.trim() || null, country: body.country ?? checked.dam.countryOfResidence,
    breedId: checked.dam.breedId, coi: checked.sire ? genetics.coiOf(sireId, body.damId) : 0,
  });

  return {
    async add(body: AddMatingBody, viewer: Viewer): Promise<number> {
      const checked = await pair(body, viewer, null);
      const status = body.publishStatus ?? 'draft';
      if (status === 'published') await requirePublishRight(viewer, null);
      const row = await pets.inTransaction(viewer, async (tx: Data, records) => {
        const sire = await sireIn(records, checked, status);
        const answer = studAnswerAfter(null, { sireOwnerId: sire.owner, sireId: sire.id, recorderId: viewer.id });
        const columns = columnsOf(body, checked, sire.id);
        return tx.matings.insert({
          ...columns, studOwnerId: answer.studOwnerId, studAnswer: answer.studAnswer, listedUntil: matingListedUntil(columns.date),
          publishStatus: status, createdBy: viewer.id,
        });
      });
      await askStudOwner(row);
      return row.id;
    },

    async save(id: number, body: MatingInput, viewer: Viewer): Promise<void> {
      const before = await data.matings.byId(id);
      if (!before || !canSeeMating(viewer, before)) throw notFound('Mating not found', 'id');
      if (!canEditMating(viewer, before)) throw forbidden('Only the member who recorded this mating or a moderator may edit it', 'not_recorder');
      const checked = await pair(body, viewer, before);
      const { row, changed } = await pets.inTransaction(viewer, async (tx: Data, records) => {
        const current = await tx.matings.lockById(id);
        if (!current) throw notFound('Mating not found', 'id');
        if (current.version !== body.version) {
          throw new HttpError(409, `body/version ${body.version} is out of date: the mating was changed at ${current.updatedAt.toISOString()} (version ${current.version}); reload it`, {
            code: STALE_VERSION, field: 'version', version: current.version, updatedAt: current.updatedAt.toISOString(),
          });
        }
        if (current.litterId !== null && (current.damId !== body.damId || (body.sireId ?? null) !== current.sireId)) {
          throw new HttpError(409, 'This mating has a litter: change the parents on the litter’s page', { code: 'mating-litter', field: body.damId !== current.damId ? 'damId' : 'sireId', ids: [] });
        }
        const status = current.publishStatus === 'hidden' ? 'draft' : current.publishStatus;
        const sire = await sireIn(records, checked, status);
        const answer = studAnswerAfter(current, { sireOwnerId: sire.owner, sireId: sire.id, recorderId: current.createdBy ?? viewer.id });
        const columns = columnsOf(body, checked, sire.id);
        const row = await tx.matings.update(id, {
          ...columns, studOwnerId: answer.studOwnerId, studAnswer: answer.studAnswer, ...(answer.changed ? { studAnsweredAt: null } : {}),
          ...(current.litterId === null ? { listedUntil: matingListedUntil(columns.date) } : {}),
        });
        return { row, changed: answer.changed };
      });
      if (changed) await askStudOwner(row);
    },

    /**
     * Recorder: draft ↔ published (not while declined, nor once a moderator hid it). Moderator: any status; hidden needs
     * a reason. `also` runs in the same transaction with the row before and after (moderation writes its audit entry).
     */
    async setPublish(body: SetMatingPublishBody, viewer: Viewer, also?: BreedingPublishStep<MatingRow>): Promise<SetMatingPublishResponse> {
      return data.transaction(async (tx) => {
        const current = await tx.matings.lockById(body.id);
        if (!current || !canSeeMating(viewer, current)) throw notFound('Mating not found', 'id');
        await also?.check?.(current);
        let hiddenReason: string | null = null;
        if (viewer.isModerator) {
          if (body.status === 'hidden') {
            if (!body.reason?.trim()) throw badRequest('body/reason is required to hide a mating', 'reason');
            hiddenReason = body.reason.trim();
          }
        } else {
          if (current.createdBy !== viewer.id) throw forbidden('Only the member who recorded this mating or a moderator may publish it', 'not_recorder');
          if (current.publishStatus === 'hidden') throw forbidden('A moderator hid this mating; only a moderator may restore it', 'hidden_by_moderator');
          if (body.status === 'hidden') throw forbidden('Only moderators hide matings; use draft to take it down', 'moderators_only');
          if (body.status === 'published' && current.studAnswer === 'declined') {
            throw new HttpError(409, 'The stud owner declined this mating: it cannot be published', { code: 'declined', field: 'status' });
          }
          if (body.status === 'published' && current.publishStatus !== 'published') await requirePublishRight(viewer, current.paidOrderId, tx);
        }
        const row = await tx.matings.update(body.id, { publishStatus: body.status, hiddenReason });
        if (also) await also.written(tx, current, row);
        return { id: row.id, publishStatus: row.publishStatus, hiddenReason: row.hiddenReason };
      });
    },

    /** The stud owner confirms or declines (may change his answer until a litter is linked). */
    async studAnswer(id: number, body: StudAnswerBody, viewer: Viewer): Promise<void> {
      await data.transaction(async (tx) => {
        const current = await tx.matings.lockById(id);
        if (!current || !canSeeMating(viewer, current)) throw notFound('Mating not found', 'id');
        if (!isStudOwner(viewer, current)) throw forbidden('Only the owner of the sire answers for him', 'not_stud_owner');
        if (current.litterId !== null) throw new HttpError(409, 'The litter of this mating is recorded: the answer can no longer change', { code: 'whelped', field: 'answer' });
        await tx.matings.update(id, { studAnswer: body.answer === 'confirm' ? 'confirmed' : 'declined', studAnsweredAt: deps.now() });
      });
    },
  };
}
