import {
  type AddPetBody, type DuplicateCandidate, type PetConflictData, type PetFlagDetails, type PetInput, type PublishStatus, type SetPublishBody, type SetPublishResponse, STALE_VERSION,
  type StaleVersionData,
} from '@bc/shared/contracts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import { PedigreeError } from '../../pedigree';
import type { Data, DataAccess } from '../data';
import type { DictionaryLookups } from '../dictionaries/lookups';
import type { Events } from '../events';
import { type ErrorLog, releaseLogged } from '../files/detach';
import { titleOf } from '../files/documents';
import type { Uploads } from '../files/uploads';
import type { PedigreeRow, PedigreeService } from '../pedigree/service';
import { canEdit, canSee, isOwner } from './access';
import type { DocumentWrite, NewDnaResult, NewPet, PetChanges, PetRow, PhotoWrite, RegistrationHolder } from './data/pets';
import { petSearchColumns } from './search-text';
import { type DogForFlags, type DuplicateRow, flagsOf, nameDuplicates, parentProblems } from './flags';
import { healthRows } from './health';
import { draftNewParents, draftPet, type NewParentDraft, type PersonWrite, type PetDraft } from './input';

export interface PetWritesDeps {
  data: DataAccess;
  pedigree: PedigreeService;
  lookups: () => Promise<DictionaryLookups>;
  /** Told `petsChanged` once a write is committed and the pedigree engine has it. */
  events: Events;
  /** New photos and documents attach the caller's uploads; those a save lets go are released after the commit. */
  uploads: Uploads;
  log: ErrorLog;
}

/**
 * Pet rows another domain writes together with its own rows in one transaction (a litter's puppies, a mating's
 * outside sire), each checked by the pedigree engine like a pet write. `insert` takes the columns `draftPet` gives
 * (search columns included); `update` recomputes the search columns when the name or microchip changes.
 */
export interface PetRecords {
  /** `createdBy` defaults to the caller (an undone merge puts a record back as it was, its author included). */
  insert(columns: Omit<NewPet, 'updatedBy'>): Promise<PetRow>;
  update(id: number, changes: PetChanges): Promise<PetRow>;
  remove(ids: number[]): Promise<void>;
}

/** What another domain does inside a publication's transaction: checks the locked row first, writes after the change. */
export interface PublishStep {
  check?(current: PetRow): Promise<void> | void;
  written(tx: Data, before: PetRow, after: PetRow): Promise<void>;
}

/** A pedigree check failed inside a transaction. */
class PedigreeConflict extends Error {
  constructor(
    readonly cause: PedigreeError,
    readonly row: PedigreeRow,
  ) {
    super(cause.message);
  }
}

/** How a message names a pet the caller may not see (another member's draft or hidden pet): never by name or id. */
export const UNSEEN_PET = 'a pet you cannot see';

/**
 * The pets a refusal is about, as the viewer may know them: `name(id)` gives `"Name" (#id)` for a pet they may
 * see and UNSEEN_PET for the others; `ids` keeps the ones they may see; `reader` may be a transaction's.
 */
async function petsSeenBy(reader: Data['petDetails'], viewer: Viewer, ids: number[]) {
  const seen = new Map((await reader.shorts(ids)).filter((pet) => canSee(viewer, pet)).map((pet) => [pet.id, pet]));
  const pet = (id: number): PetConflictData['pet'] => {
    const found = seen.get(id);
    return found ? { id: found.id, registeredName: found.registeredName } : null;
  };
  return {
    ids: ids.filter((id) => seen.has(id)),
    pet,
    name: (id: number) => {
      const found = pet(id);
      return found ? `"${found.registeredName}" (#${found.id})` : UNSEEN_PET;
    },
    /** Whether one of these pets is out of the viewer's sight. */
    hides: (list: number[]) => list.some((id) => !seen.has(id)),
  };
}

/** Runs the writes one at a time in this process: pedigree check, commit and engine update never interleave. */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

const pedigreeRowOf = (id: number, c: { sireId?: number | null; damId?: number | null; sex: 'male' | 'female'; birthDate?: string | null }): PedigreeRow => ({
  id, sireId: c.sireId ?? null, damId: c.damId ?? null, sex: c.sex, birthDate: c.birthDate ?? null,
});

const dogOf = (id: number | null, c: { registeredName: string; birthDate?: string | null; sireId?: number | null; damId?: number | null; microchip?: string | null }): DogForFlags => ({
  id, registeredName: c.registeredName, birthDate: c.birthDate ?? null, sireId: c.sireId ?? null, damId: c.damId ?? null, microchip: c.microchip ?? null,
});

const samePedigree = (a: PedigreeRow, b: PedigreeRow) =>
  a.sireId === b.sireId && a.damId === b.damId && a.sex === b.sex && a.birthDate === b.birthDate;

/** DNA test codes whose result for the pet changed. */
function changedTests(before: { testId: string; result: string }[], after: NewDnaResult[]): string[] {
  const old = new Map(before.map((r) => [r.testId, r.result]));
  const now = new Map(after.map((r) => [r.testId, r.result]));
  return [...new Set([...old.keys(), ...now.keys()])].filter((t) => old.get(t) !== now.get(t));
}

/** The field a pedigree conflict is about: a parent, or the pet's own sex or birth date. */
function conflictField(error: PedigreeError, row: PedigreeRow): string {
  const ids = error.ids.map(Number);
  const parentField = (parent: number) => (parent === row.sireId ? 'sireId' : 'damId');
  const self = (id: number) => id === row.id || id === 0;
  switch (error.code) {
    case 'unknown-pet':
      return parentField(ids[0]);
    case 'loop':
      return parentField(ids.length > 1 ? ids[1] : ids[0]);
    case 'sex':
      if (ids.length === 3) return self(ids[0]) ? 'sex' : parentField(ids[0]);
      return self(ids[0]) ? (row.sireId === row.damId ? 'damId' : parentField(ids[1])) : 'sex';
    case 'birth-order':
      return self(ids[0]) ? parentField(ids[1]) : 'birthDate';
    default:
      return 'sireId';
  }
}

/** Adding and saving pets (new parents included) and their publication: one at a time, with the pedigree engine. */
export function createPetWrites(deps: PetWritesDeps) {
  const { data, pedigree, events } = deps;
  const queue = serial();

  /** Throws the engine's PedigreeError, marked with the row checked (turned into an answer after the rollback). */
  function checkPedigree(row: PedigreeRow): void {
    try {
      pedigree.check(row);
    } catch (error) {
      if (error instanceof PedigreeError) throw new PedigreeConflict(error, row);
      throw error;
    }
  }

  /**
   * Runs a write transaction; a pedigree conflict becomes 409 (400 for an unknown parent) `{ conflict, ids, field, pet }`
   * with the pets' names in the message, read once the transaction is over (PGlite runs one at a time). Pets the
   * viewer may not see are neither named nor listed (`hidden: true` says the conflict involves one).
   */
  async function transaction<T>(viewer: Viewer, work: (tx: Data) => Promise<T>): Promise<T> {
    try {
      return await data.transaction(work);
    } catch (error) {
      if (!(error instanceof PedigreeConflict)) throw error;
      const { cause, row } = error;
      const involved = cause.ids.map(Number).filter((id) => id > 0);
      const known = await petsSeenBy(data.petDetails, viewer, involved);
      const message = cause
        .withNames((id) => (Number(id) > 0 ? known.name(Number(id)) : 'the new pet'))
        .message.replace(new RegExp(`\\bpet (the new pet|${UNSEEN_PET})`, 'g'), '$1');
      const other = involved.find((id) => id !== row.id);
      const refusal: PetConflictData = {
        field: conflictField(cause, row), conflict: cause.code as PetConflictData['conflict'], ids: known.ids,
        pet: other === undefined ? null : known.pet(other), ...(known.hides(involved) ? { hidden: true } : {}),
      };
      throw new HttpError(cause.code === 'unknown-pet' ? 400 : 409, message, { ...refusal });
    }
  }

  /**
   * 409 `stale-version`: the pet changed after the editor loaded version `loaded` (the row is locked, so this is the
   * change the save would overwrite). Names when, and who when that member has a public profile.
   */
  async function staleSave(tx: Data, current: PetRow, loaded: number): Promise<HttpError> {
    const member = current.updatedBy === null ? undefined : await tx.users.byId(current.updatedBy);
    const seen = member && !member.deletedAt && member.isActive && member.nickname ? { userId: member.id, nickname: member.nickname } : null;
    const updatedAt = current.updatedAt.toISOString();
    const refusal: StaleVersionData = { code: STALE_VERSION, field: 'version', version: current.version, updatedAt, updatedBy: seen };
    const by = seen ? ` by ${seen.nickname}` : '';
    return new HttpError(
      409,
      `body/version ${loaded} is out of date: the pet was changed${by} at ${updatedAt} (version ${current.version}); reload it and make your changes again`,
      { ...refusal },
    );
  }

  async function checkPerson(tx: Data, field: 'breeder' | 'owner', next: PersonWrite, currentUserId: number | null) {
    if (next.userId === null || next.userId === currentUserId) return;
    const user = await tx.users.byId(next.userId);
    if (!user || user.deletedAt || !user.isActive) throw badRequest(`body/${field}/userId ${next.userId} is not a member`, `${field}.userId`);
  }

  /** Parents, people, registrations, photo and document ids: what the body refers to must exist and be allowed. */
  async function checkReferences(tx: Data, draft: PetDraft, viewer: Viewer, current: PetRow | null, holders: readonly RegistrationHolder[]) {
    const parents = (['sireId', 'damId'] as const).filter((f) => draft.columns[f] != null && draft.columns[f] !== current?.[f]);
    const found = new Map((await tx.pets.access(parents.map((f) => draft.columns[f] as number))).map((p) => [p.id, p]));
    for (const field of parents) {
      const id = draft.columns[field] as number;
      const parent = found.get(id);
      if (!parent || !canSee(viewer, parent)) {
        throw new HttpError(400, `body/${field} pet ${id} does not exist`, { field, conflict: 'unknown-pet', ids: [id] });
      }
    }
    await checkPerson(tx, 'breeder', draft.breeder, current?.breederUserId ?? null);
    await checkPerson(tx, 'owner', draft.owner, current?.ownerUserId ?? null);

    if (holders.length > 0) {
      const h = holders[0];
      const i = draft.registrations.findIndex((r) => r.registry === h.registry && r.number === h.number);
      const known = await petsSeenBy(tx.petDetails, viewer, [h.petId]);
      const data: PetConflictData = {
        field: `registrations.${i}.number`, conflict: 'registration', ids: known.ids, pet: known.pet(h.petId),
        ...(known.hides([h.petId]) ? { hidden: true } : {}),
      };
      throw new HttpError(409, `body/registrations/${i}: ${h.registry} ${h.number} is already registered to ${known.name(h.petId)}`, { ...data });
    }

    const photoIds = new Set(current ? await tx.pets.photoIds(current.id) : []);
    draft.photos.forEach((p, i) => {
      if ('id' in p && !photoIds.has(p.id)) throw badRequest(`body/photos/${i}/id ${p.id} is not a photo of this pet`, `photos.${i}.id`);
    });
    const documentIds = new Set(current ? (await tx.pets.documents(current.id)).map((d) => d.id) : []);
    draft.documents.forEach((d, i) => {
      if ('id' in d && !documentIds.has(d.id)) throw badRequest(`body/documents/${i}/id ${d.id} is not a document of this pet`, `documents.${i}.id`);
    });
  }

  /**
   * Registrations, photos, documents and health results: replaced by the draft's. New photos and documents attach
   * uploads of the caller (marked used; another member's or a missing upload is a 404 naming its field). Answers the
   * DNA results and the uploads the pet let go (released once the transaction has committed).
   */
  async function writeChildren(tx: Data, petId: number, draft: PetDraft, viewer: Viewer): Promise<{ dna: NewDnaResult[]; released: string[] }> {
    await tx.pets.replaceRegistrations(petId, draft.registrations);
    const photos: PhotoWrite[] = [];
    for (const photo of draft.photos) {
      if ('id' in photo) photos.push(photo);
      else {
        const upload = await deps.uploads.use(tx, viewer, photo.uploadId, 'image', photo.field);
        photos.push({ uploadId: upload.id, url: upload.url!, isMain: photo.isMain, width: upload.width, height: upload.height });
      }
    }
    const documentList: DocumentWrite[] = [];
    for (const document of draft.documents) {
      if ('id' in document) documentList.push(document);
      else {
        const upload = await deps.uploads.use(tx, viewer, document.uploadId, 'document', document.field);
        documentList.push({ uploadId: upload.id, url: upload.url!, kind: document.kind, title: document.title ?? titleOf(upload.name) });
      }
    }
    const releasedPhotos = await tx.pets.syncPhotos(petId, photos, viewer.id);
    const documents = await tx.pets.syncDocuments(petId, documentList, viewer.id);
    const { dna, others } = healthRows(draft.health, documents);
    await tx.pets.replaceHealth(petId, dna, others);
    return { dna, released: [...releasedPhotos, ...documents.released] };
  }

  /**
   * What a new or saved dog may duplicate (one statement): the pets holding its registrations, the holders of its
   * microchip, and the dogs with a similar name.
   */
  async function duplicatesOf(tx: Data, dog: DogForFlags, registrations: PetDraft['registrations']) {
    const { holders, candidates: rows } = await tx.pets.duplicateCheck(dog, registrations);
    return {
      registrations: holders,
      microchip: dog.microchip === null ? [] : rows.filter((row) => row.microchip === dog.microchip),
      names: nameDuplicates(dog, rows),
    };
  }

  /**
   * A dog entered with another's microchip: 409 naming that dog (or "a pet you cannot see"). Checked when the
   * microchip is new to the dog (a save keeping an old one is not refused for an older duplicate).
   */
  async function refuseMicrochip(tx: Data, viewer: Viewer, holders: DuplicateRow[], microchip: string) {
    if (holders.length === 0) return;
    const known = await petsSeenBy(tx.petDetails, viewer, holders.map((h) => h.id));
    const holder = known.ids[0] ?? holders[0].id;
    const refusal: PetConflictData = {
      field: 'microchip', conflict: 'microchip', ids: known.ids, pet: known.pet(holder), ...(known.hides([holder]) ? { hidden: true } : {}),
    };
    throw new HttpError(409, `body/microchip ${microchip} is already the microchip of ${known.name(holder)}`, { ...refusal });
  }

  /**
   * A new dog with a similar registered name and the same birth date or parents as dogs the caller may see: 409
   * `possible-duplicate` listing them, unless `distinctFrom` names every one ("no, a different dog"). Answers the
   * candidates the member declared distinct (recorded in the flags); dogs the caller may not see are only flagged.
   */
  async function askAboutNames(tx: Data, viewer: Viewer, names: DuplicateRow[], distinctFrom: readonly number[]): Promise<number[]> {
    if (names.length === 0) return [];
    const known = await petsSeenBy(tx.petDetails, viewer, names.map((row) => row.id));
    const answered = new Set(distinctFrom);
    const asked = known.ids.filter((id) => !answered.has(id));
    if (asked.length > 0) {
      const candidates: DuplicateCandidate[] = names
        .filter((row) => known.ids.includes(row.id))
        .map((row) => ({ id: row.id, registeredName: row.registeredName, birthDate: row.birthDate, sireId: row.sireId, damId: row.damId }));
      const refusal: PetConflictData = { field: 'registeredName', conflict: 'possible-duplicate', ids: known.ids, pet: known.pet(asked[0]), candidates };
      throw new HttpError(
        409,
        `body/registeredName may be a dog already entered: ${known.ids.map(known.name).join(', ')}; if it is a different dog, add it with their ids in distinctFrom`,
        { ...refusal },
      );
    }
    return known.ids.filter((id) => answered.has(id));
  }

  /** The flags a dog is stored with (parents read in the transaction: new parent records included). */
  async function flagColumns(
    tx: Data, dog: DogForFlags, found: { microchip: DuplicateRow[]; names: DuplicateRow[] }, distinctFrom: readonly number[],
    coi: PetFlagDetails['coi'] | null,
  ) {
    const parentIds = [dog.sireId, dog.damId].filter((id): id is number => id !== null);
    const dates = new Map((await tx.pets.lifeDates(parentIds)).map((row) => [row.id, row]));
    const parents = (['sireId', 'damId'] as const).flatMap((field) => {
      const row = dog[field] === null ? undefined : dates.get(dog[field]);
      return row ? [{ field, id: row.id, birthDate: row.birthDate, deathDate: row.deathDate }] : [];
    });
    return flagsOf({
      duplicates: [
        ...found.microchip.map((row) => ({ id: row.id, reason: 'microchip' as const })),
        ...found.names.map((row) => ({ id: row.id, reason: 'name' as const })),
      ],
      distinctFrom, parents: parentProblems(dog.birthDate, parents), coi: coi ?? null,
    });
  }

  /** The dog's COI now and with these parents (the engine's, before the write): a flag when it moves far. */
  function coiChange(id: number, sireId: number | null, damId: number | null): { before: number; after: number } {
    const engine = pedigree.engine;
    const known = (pet: number | null): pet is number => pet !== null && engine.has(pet) && !engine.isPlaceholder(pet);
    const before = known(id) ? engine.inbreeding(id) : 0;
    const after = known(sireId) && known(damId) ? engine.matingCoi(sireId, damId) : 0;
    return { before, after };
  }

  /**
   * New parent records (before the pet names them): inserted in the pet's transaction with the pet's status (a
   * hidden pet's as a draft), created by the caller. Their birth must come before the pet's (a 409 naming
   * `newSire.birthDate`); they have no parents, so nothing else about them can conflict.
   */
  async function insertNewParents(tx: Data, parents: NewParentDraft[], pet: PetDraft, status: PublishStatus, viewer: Viewer) {
    const created: { parent: NewParentDraft; row: PedigreeRow }[] = [];
    for (const parent of parents) {
      const born = parent.draft.columns.birthDate;
      if (born && pet.columns.birthDate && born > pet.columns.birthDate) {
        const data: PetConflictData = { field: `${parent.role}.birthDate`, conflict: 'birth-order', ids: [], pet: null };
        throw new HttpError(409, `body/${parent.role}/birthDate ${born} is after the pet's birth date ${pet.columns.birthDate}: a parent is born before its offspring`, { ...data });
      }
      const row = await tx.pets.insert({
        ...parent.draft.columns, publishStatus: status === 'published' ? 'published' : 'draft', createdBy: viewer.id, updatedBy: viewer.id,
      });
      created.push({ parent, row: pedigreeRowOf(row.id, parent.draft.columns) });
    }
    return created;
  }

  /** The pet's pedigree row with the new parents' ids, and the row the engine can check (it knows them only after the commit). */
  function withNewParents(row: PedigreeRow, created: { parent: NewParentDraft; row: PedigreeRow }[]) {
    const full = { ...row };
    const checked = { ...row };
    for (const { parent, row: parentRow } of created) {
      full[parent.column] = parentRow.id;
      checked[parent.column] = null;
    }
    return { full, checked };
  }

  /**
   * After the commit: the engine (new parents first), the DNA inference caches (here and on other instances), then
   * `petsChanged` for the pets written (read caches see the engine's new COI).
   */
  async function committed(ids: number[], rows: PedigreeRow[], tests: string[]) {
    for (const row of rows) await pedigree.saved(row);
    for (const test of tests) await pedigree.resultsChanged(test);
    events.emit('petsChanged', { ids });
  }

  return {
    /** Adds a pet (and its new parent records); answers its id. */
    add(body: AddPetBody, viewer: Viewer): Promise<number> {
      return queue(async () => {
        const lookups = await deps.lookups();
        const draft = draftPet(body, lookups);
        const parents = draftNewParents(body, draft, lookups);
        const status = body.publishStatus ?? 'draft';
        const { id, dna, created, row } = await transaction(viewer, async (tx) => {
          const dog = dogOf(null, draft.columns);
          const found = await duplicatesOf(tx, dog, draft.registrations);
          await checkReferences(tx, draft, viewer, null, found.registrations);
          if (draft.columns.microchip) await refuseMicrochip(tx, viewer, found.microchip, draft.columns.microchip);
          const distinctFrom = await askAboutNames(tx, viewer, found.names, body.distinctFrom ?? []);
          const created = await insertNewParents(tx, parents, draft, status, viewer);
          const { full, checked } = withNewParents(pedigreeRowOf(0, draft.columns), created);
          if (checked.sireId !== null || checked.damId !== null) {
            await tx.pets.lockPedigree();
            checkPedigree(checked);
          }
          const flags = await flagColumns(tx, { ...dog, sireId: full.sireId, damId: full.damId }, found, distinctFrom, null);
          const pet = await tx.pets.insert({
            ...draft.columns, sireId: full.sireId, damId: full.damId, publishStatus: status, createdBy: viewer.id, updatedBy: viewer.id, ...flags,
          });
          const { dna } = await writeChildren(tx, pet.id, draft, viewer);
          return { id: pet.id, dna, created, row: { ...full, id: pet.id } };
        });
        const rows = [...created.map((c) => c.row), row];
        await committed(rows.map((r) => r.id), rows, dna.map((r) => r.testId));
        return id;
      });
    },

    /** Replaces every editable field of pet `id` (owner or moderator), new parent records included, all in one transaction. */
    save(id: number, body: PetInput, viewer: Viewer): Promise<void> {
      return queue(async () => {
        const lookups = await deps.lookups();
        const draft = draftPet(body, lookups);
        const parents = draftNewParents(body, draft, lookups);
        const { pedigreeChanged, tests, created, row, released } = await transaction(viewer, async (tx) => {
          const current = await tx.pets.lockById(id);
          if (!current || !canSee(viewer, current)) throw notFound('Pet not found', 'id');
          if (!canEdit(viewer, current)) throw forbidden('Only the owner of this pet or a moderator may edit it', 'not_owner');
          if (current.version !== body.version) throw await staleSave(tx, current, body.version);
          const dog = dogOf(id, draft.columns);
          const found = await duplicatesOf(tx, dog, draft.registrations);
          await checkReferences(tx, draft, viewer, current, found.registrations);
          if (draft.columns.microchip && draft.columns.microchip !== current.microchip) {
            await refuseMicrochip(tx, viewer, found.microchip, draft.columns.microchip);
          }
          const created = await insertNewParents(tx, parents, draft, current.publishStatus, viewer);
          const { full, checked } = withNewParents(pedigreeRowOf(id, draft.columns), created);
          const pedigreeChanged = !samePedigree(full, pedigreeRowOf(id, current));
          if (pedigreeChanged) {
            await tx.pets.lockPedigree();
            checkPedigree(checked);
          }
          // The member's earlier answer stays; a COI change is measured when the parents change (else the last one stays).
          const coi = pedigreeChanged ? coiChange(id, full.sireId, full.damId) : current.flagDetails.coi ?? null;
          const flags = await flagColumns(tx, { ...dog, sireId: full.sireId, damId: full.damId }, found, current.flagDetails.distinctFrom ?? [], coi);
          const before = await tx.pets.dnaResults(id);
          await tx.pets.update(id, { ...draft.columns, sireId: full.sireId, damId: full.damId, updatedBy: viewer.id, ...flags });
          const { dna, released } = await writeChildren(tx, id, draft, viewer);
          return { pedigreeChanged, tests: changedTests(before, dna), created, row: full, released };
        });
        const parentRows = created.map((c) => c.row);
        await committed([...parentRows.map((r) => r.id), id], [...parentRows, ...(pedigreeChanged ? [row] : [])], tests);
        await releaseLogged(deps.uploads, released, deps.log, 'stored file of a removed photo or document not removed');
      });
    },

    /**
     * Runs `work` in one transaction of the pets' write queue with `records` to write pet rows; a pedigree conflict
     * rolls everything back (409 naming the pets, as a pet write). After the commit the engine, the other instances
     * and the read caches hear of every pet written. The caller checks who may write what.
     */
    inTransaction<T>(viewer: Viewer, work: (tx: Data, records: PetRecords) => Promise<T>): Promise<T> {
      return queue(async () => {
        const saved = new Map<number, PedigreeRow>();
        const removed = new Set<number>();
        const touched = new Set<number>();
        const inserted = new Set<number>();
        const result = await transaction(viewer, async (tx) => {
          let locked = false;
          const check = async (row: PedigreeRow) => {
            if (!locked) await tx.pets.lockPedigree();
            locked = true;
            checkPedigree(row);
          };
          const records: PetRecords = {
            async insert(columns) {
              const row = pedigreeRowOf(0, columns);
              if (row.sireId !== null || row.damId !== null) await check(row);
              const pet = await tx.pets.insert({ createdBy: viewer.id, ...columns, updatedBy: viewer.id });
              saved.set(pet.id, { ...row, id: pet.id });
              inserted.add(pet.id);
              touched.add(pet.id);
              return pet;
            },
            async update(id, changes) {
              const current = await tx.pets.lockById(id);
              if (!current) throw notFound(`Pet ${id} not found`, 'id');
              const next = pedigreeRowOf(id, { ...current, ...changes });
              if (!samePedigree(next, pedigreeRowOf(id, current))) {
                // A parent inserted in this transaction is known to the engine only after the commit (as a new parent record).
                const fresh = (parent: number | null) => (parent !== null && inserted.has(parent) ? null : parent);
                await check({ ...next, sireId: fresh(next.sireId), damId: fresh(next.damId) });
                saved.set(id, next);
              }
              const search = changes.registeredName !== undefined || changes.microchip !== undefined
                ? petSearchColumns({
                  registeredName: changes.registeredName ?? current.registeredName, callName: current.callName,
                  microchip: changes.microchip === undefined ? current.microchip : changes.microchip, registrations: await tx.pets.registrations(id),
                })
                : {};
              const row = await tx.pets.update(id, { ...changes, ...search, updatedBy: viewer.id });
              touched.add(id);
              return row!;
            },
            async remove(ids) {
              await tx.pets.delete(ids);
              for (const id of ids) {
                removed.add(id);
                saved.delete(id);
                touched.add(id);
              }
            },
          };
          return work(tx, records);
        });
        for (const id of removed) await pedigree.removed(id);
        await committed([...touched], [...saved.values()], []);
        return result;
      });
    },

    /**
     * Owner: draft ↔ published. Moderator: any status; hiding needs a reason, which the owner sees. `also` runs in the
     * same transaction with the row before and after (moderation writes its audit entry there; a throw undoes both).
     */
    setPublish(body: SetPublishBody, viewer: Viewer, also?: PublishStep): Promise<SetPublishResponse> {
      return queue(async () => {
        const result = await data.transaction(async (tx) => {
          const current = await tx.pets.lockById(body.id);
          if (!current || !canSee(viewer, current)) throw notFound('Pet not found', 'id');
          await also?.check?.(current);
          let hiddenReason: string | null = null;
          if (viewer.isModerator) {
            if (body.status === 'hidden') {
              if (!body.reason?.trim()) throw badRequest('body/reason is required to hide a pet', 'reason');
              hiddenReason = body.reason.trim();
            }
          } else {
            if (!isOwner(viewer, current)) throw forbidden('Only the owner of this pet or a moderator may publish it', 'not_owner');
            if (current.publishStatus === 'hidden') throw forbidden('A moderator hid this pet; only a moderator may restore it', 'hidden_by_moderator');
            if (body.status === 'hidden') throw forbidden('Only moderators hide pets; use draft to take it down', 'moderators_only');
          }
          const updated = await tx.pets.update(body.id, { publishStatus: body.status, hiddenReason, updatedBy: viewer.id });
          if (also && updated) await also.written(tx, current, updated);
          return { id: body.id, publishStatus: updated?.publishStatus ?? body.status, hiddenReason: updated?.hiddenReason ?? hiddenReason };
        });
        events.emit('petsChanged', { ids: [body.id] });
        return result;
      });
    },
  };
}
export type PetWrites = ReturnType<typeof createPetWrites>;
