import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, shapedRows } from '../../../db/client';
import { parsed } from '../../../db/json-row';
import { petDnaResults, petDocuments, petHealthResults, petPhotos, petRegistrations, pets } from '../../../db/schema';

export type PetRow = typeof pets.$inferSelect;
export type NewPet = typeof pets.$inferInsert;
export type PetChanges = Partial<Omit<NewPet, 'id' | 'createdAt' | 'createdBy' | 'version'>>;
export type NewDnaResult = Omit<typeof petDnaResults.$inferInsert, 'id' | 'petId' | 'createdAt'>;
export type NewHealthResult = Omit<typeof petHealthResults.$inferInsert, 'id' | 'petId' | 'createdAt'>;

/** What the write paths need to know about a pet named as a parent, breeder's pick, etc. */
/** A pet holding one of a dog's (registry, number) pairs. */
export interface RegistrationHolder { petId: number; registry: string; number: string }
/** A dog a new or saved dog may duplicate (the same microchip, birth date or parents). */
export interface DuplicateCandidateRow {
  id: number; registeredName: string; birthDate: string | null; sireId: number | null; damId: number | null; microchip: string | null;
}

export interface PetAccessRow {
  id: number;
  sex: 'male' | 'female';
  birthDate: string | null;
  publishStatus: PetRow['publishStatus'];
  createdBy: number | null;
  ownerUserId: number | null;
  breederUserId: number | null;
}

/** A photo or document as the save path keeps it: an existing row (id) or a new one of an upload (attached by the caller). */
export type PhotoWrite =
  | { id: number; isMain: boolean }
  | { uploadId: string; url: string; isMain: boolean; width: number | null; height: number | null };
export type DocumentWrite =
  | { id: number; kind?: string; title?: string | null }
  | { uploadId: string; url: string; kind: string; title: string | null };

/** The uploads of the rows a sync deleted (their files go once nothing uses them). */
const releasedUploads = (rows: { uploadId: string | null }[]) => rows.flatMap((r) => (r.uploadId === null ? [] : [r.uploadId]));

/** Pet rows and the rows that belong to one pet (registrations, health results, photos, documents). */
export function petsRepository(db: DbOrTx) {
  return {
    async byId(id: number): Promise<PetRow | undefined> {
      return (await db.select().from(pets).where(eq(pets.id, id)).limit(1))[0];
    },

    /** The row, locked until the transaction ends (two saves of one pet run one after the other). */
    async lockById(id: number): Promise<PetRow | undefined> {
      return (await db.select().from(pets).where(eq(pets.id, id)).for('update'))[0];
    },

    async access(ids: number[]): Promise<PetAccessRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: pets.id, sex: pets.sex, birthDate: pets.birthDate, publishStatus: pets.publishStatus,
          createdBy: pets.createdBy, ownerUserId: pets.ownerUserId, breederUserId: pets.breederUserId,
        })
        .from(pets)
        .where(inArray(pets.id, ids));
    },

    /** Deletes pet rows (their registrations, results, photos and documents go with them; offspring keep no link). */
    async delete(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(pets).where(inArray(pets.id, ids));
    },

    /**
     * Which of these pets have data of their own, beyond what a litter wrote for them: registrations, health or DNA
     * results, photos, documents, titles, an owner, or offspring.
     */
    async withOwnData(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: pets.id })
        .from(pets)
        .where(and(inArray(pets.id, ids), sql`(
          "pets"."titles" is not null or "pets"."owner_user_id" is not null or "pets"."owner_name" is not null
          or exists (select 1 from pet_registrations r where r.pet_id = "pets"."id")
          or exists (select 1 from pet_dna_results d where d.pet_id = "pets"."id")
          or exists (select 1 from pet_health_results h where h.pet_id = "pets"."id")
          or exists (select 1 from pet_photos f where f.pet_id = "pets"."id")
          or exists (select 1 from pet_documents c where c.pet_id = "pets"."id")
          or exists (select 1 from pets o where o.sire_id = "pets"."id" or o.dam_id = "pets"."id"))`));
      return new Set(rows.map((r) => r.id));
    },

    async insert(values: NewPet): Promise<PetRow> {
      const [row] = await db.insert(pets).values(values).returning();
      return row;
    },

    /** Writes the changes, a new `updated_at` and the next `version`. */
    async update(id: number, changes: PetChanges): Promise<PetRow | undefined> {
      const [row] = await db
        .update(pets)
        .set({ ...changes, updatedAt: new Date(), version: sql`${pets.version} + 1` })
        .where(eq(pets.id, id))
        .returning();
      return row;
    },

    async registrations(petId: number) {
      return db
        .select({ registry: petRegistrations.registry, number: petRegistrations.number })
        .from(petRegistrations)
        .where(eq(petRegistrations.petId, petId))
        .orderBy(asc(petRegistrations.id));
    },

    async replaceRegistrations(petId: number, list: { registry: string; number: string }[]): Promise<void> {
      await db.delete(petRegistrations).where(eq(petRegistrations.petId, petId));
      if (list.length > 0) await db.insert(petRegistrations).values(list.map((r) => ({ petId, ...r })));
    },

    /** The DNA test codes this pet has results for, with the result (to tell the engine what changed). */
    async dnaResults(petId: number) {
      return db.select({ testId: petDnaResults.testId, result: petDnaResults.result }).from(petDnaResults).where(eq(petDnaResults.petId, petId));
    },

    async replaceHealth(petId: number, dna: NewDnaResult[], others: NewHealthResult[]): Promise<void> {
      await db.delete(petDnaResults).where(eq(petDnaResults.petId, petId));
      await db.delete(petHealthResults).where(eq(petHealthResults.petId, petId));
      if (dna.length > 0) await db.insert(petDnaResults).values(dna.map((r) => ({ ...r, petId })));
      if (others.length > 0) await db.insert(petHealthResults).values(others.map((r) => ({ ...r, petId })));
    },

    async photoIds(petId: number): Promise<number[]> {
      return (await db.select({ id: petPhotos.id }).from(petPhotos).where(eq(petPhotos.petId, petId))).map((r) => r.id);
    },

    async documents(petId: number) {
      return db.select({ id: petDocuments.id, url: petDocuments.url }).from(petDocuments).where(eq(petDocuments.petId, petId));
    },

    /** Makes the pet's photos exactly `list`, in that order (kept rows by id, new ones inserted); answers the uploads let go. */
    async syncPhotos(petId: number, list: PhotoWrite[], userId: number): Promise<string[]> {
      const keep = list.flatMap((p) => ('id' in p ? [p.id] : []));
      const removed = await db
        .delete(petPhotos)
        .where(and(eq(petPhotos.petId, petId), keep.length > 0 ? notInArray(petPhotos.id, keep) : undefined))
        .returning({ uploadId: petPhotos.uploadId });
      // No two main photos at any moment (unique index): clear the flag first.
      await db.update(petPhotos).set({ isMain: false }).where(and(eq(petPhotos.petId, petId), eq(petPhotos.isMain, true)));
      for (const [position, photo] of list.entries()) {
        if ('id' in photo) {
          await db.update(petPhotos).set({ position, isMain: photo.isMain }).where(and(eq(petPhotos.id, photo.id), eq(petPhotos.petId, petId)));
        } else {
          await db.insert(petPhotos).values({
            petId, uploadId: photo.uploadId, url: photo.url, position, isMain: photo.isMain, width: photo.width, height: photo.height, createdBy: userId,
          });
        }
      }
      return releasedUploads(removed);
    },

    /**
     * Makes the pet's documents exactly `list`; answers the ids of the pet's documents, the new ones by their upload,
     * and the uploads let go.
     */
    async syncDocuments(petId: number, list: DocumentWrite[], userId: number): Promise<{ ids: Set<number>; byUpload: Map<string, number>; released: string[] }> {
      const keep = list.flatMap((d) => ('id' in d ? [d.id] : []));
      const removed = await db
        .delete(petDocuments)
        .where(and(eq(petDocuments.petId, petId), keep.length > 0 ? notInArray(petDocuments.id, keep) : undefined))
        .returning({ uploadId: petDocuments.uploadId });
      for (const doc of list) {
        if ('id' in doc) {
          const changes = { ...(doc.kind !== undefined ? { kind: doc.kind } : {}), ...(doc.title !== undefined ? { title: doc.title } : {}) };
          if (Object.keys(changes).length > 0) await db.update(petDocuments).set(changes).where(and(eq(petDocuments.id, doc.id), eq(petDocuments.petId, petId)));
        } else {
          await db.insert(petDocuments).values({ petId, uploadId: doc.uploadId, url: doc.url, kind: doc.kind, title: doc.title, createdBy: userId });
        }
      }
      const rows = await db.select({ id: petDocuments.id, uploadId: petDocuments.uploadId }).from(petDocuments).where(eq(petDocuments.petId, petId));
      return {
        ids: new Set(rows.map((r) => r.id)),
        byUpload: new Map(rows.flatMap((r) => (r.uploadId === null ? [] : [[r.uploadId, r.id] as const]))),
        released: releasedUploads(removed),
      };
    },

    /** Serialises pedigree-changing writes across API instances until the transaction ends. */
    async lockPedigree(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7315001)`);
    },

    /** Pets written before search_text existed (or by a path that did not fill it): ids and searchable fields. */
    async withoutSearchText(limit: number) {
      return db
        .select({ id: pets.id, registeredName: pets.registeredName, callName: pets.callName, microchip: pets.microchip })
        .from(pets)
        .where(eq(pets.sortName, ''))
        .limit(limit);
    },

    /** Writes `search_text` and `sort_name` of these pets. */
    async setSearchColumns(rows: { id: number; searchText: string; sortName: string }[]): Promise<void> {
      await db.execute(sql`
        update pets set search_text = v.search_text, sort_name = v.sort_name
        from unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.searchText))}::text[],
                    ${sql.param(rows.map((r) => r.sortName))}::text[]) as v(id, search_text, sort_name)
        where pets.id = v.id`);
    },

    /**
     * What a new or saved dog may duplicate, in one statement (prepared per shape: shapedRows): the other pets holding
     * one of its (registry, number) pairs, and the dogs with its microchip, its birth date or its two parents (the
     * flags compare their names; an index serves each part). Run with every dog added and saved.
     */
    async duplicateCheck(
      dog: { id: number | null; microchip: string | null; birthDate: string | null; sireId: number | null; damId: number | null },
      registrations: readonly { registry: string; number: string }[],
    ): Promise<{ holders: RegistrationHolder[]; candidates: DuplicateCandidateRow[] }> {
      const parts = [
        dog.microchip ? sql`microchip = ${dog.microchip}` : undefined,
        dog.birthDate ? sql`birth_date = ${dog.birthDate}::date` : undefined,
        dog.sireId !== null && dog.damId !== null ? sql`(sire_id = ${dog.sireId} and dam_id = ${dog.damId})` : undefined,
      ].filter((part) => part !== undefined);
      if (parts.length === 0 && registrations.length === 0) return { holders: [], candidates: [] };
      const pairs = sql.join(registrations.map((r) => sql`(registry = ${r.registry} and number = ${r.number})`), sql` or `);
      const holders = registrations.length === 0 ? sql`null` : sql`(
        select json_agg(json_build_object('petId', pet_id, 'registry', registry, 'number', number)) from pet_registrations
         where (${pairs})${dog.id === null ? sql`` : sql` and pet_id <> ${dog.id}`})`;
      const candidates = parts.length === 0 ? sql`null` : sql`(
        select json_agg(c) from (
          select id, registered_name as "registeredName", birth_date::text as "birthDate", sire_id as "sireId", dam_id as "damId", microchip
            from pets where (${sql.join(parts, sql` or `)})${dog.id === null ? sql`` : sql` and id <> ${dog.id}`} limit 500) c)`;
      const [row] = await shapedRows<{ holders: RegistrationHolder[] | string | null; candidates: DuplicateCandidateRow[] | string | null }>(
        db, 'duplicate_check', sql`select ${holders}::text as holders, ${candidates}::text as candidates`);
      return { holders: parsed(row.holders) ?? [], candidates: parsed(row.candidates) ?? [] };
    },

    /** Birth and death dates of these pets (a dog's parents, for its flags). */
    async lifeDates(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: pets.id, birthDate: pets.birthDate, deathDate: pets.deathDate }).from(pets).where(inArray(pets.id, ids));
    },

    async registrationsOf(petIds: number[]) {
      if (petIds.length === 0) return [];
      return db
        .select({ petId: petRegistrations.petId, number: petRegistrations.number })
        .from(petRegistrations)
        .where(inArray(petRegistrations.petId, petIds));
    },
  };
}
export type PetsRepository = ReturnType<typeof petsRepository>;
