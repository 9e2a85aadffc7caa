import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client';
import { importJobPets, petHealthResults, petRegistrations, pets } from '../../../db/schema';
import { type ExistingIndex, type ExistingPet, emptyIndex, nameKey, registrationKey } from '../engine';

type PetInsert = typeof pets.$inferInsert;

/** An updated pet as it was before an import: the columns an import fills, and its registrations and results. */
export interface PetBefore {
  columns: Pick<PetInsert, 'callName' | 'birthDate' | 'birthPrecision' | 'deathDate' | 'deathPrecision' | 'colorId' | 'coat' | 'countryOfBirth' | 'microchip' | 'breederName' | 'ownerName' | 'searchText' | 'sortName' | 'version'> & { updatedAt: string };
  registrationIds: number[];
  healthIds: number[];
}

// Key lists go as one JSON parameter: a file's 200,000 names would pass PostgreSQL's limit of 65,535 parameters.
interface MatchRow {
  id: number;
  editable: boolean;
  sex: 'male' | 'female';
  birth_date: string | null;
  birth_precision: string;
}
const asExisting = (r: MatchRow): ExistingPet => ({ id: r.id, sex: r.sex, birthDate: r.birth_precision === 'day' ? r.birth_date : null, editable: r.editable });

/** What an import reads and writes of pets (the pets domain's tables, in batches). */
export function importPetsRepository(db: DbOrTx) {
  return {
    /**
     * The pets the file's keys name: by registration (compared as `registrationKey`), microchip, and normalised
     * name (`sort_name`). `visibleTo`: a member sees published pets and their own; null: every pet (moderators).
     */
    async existing(keys: { registrations: string[]; microchips: string[]; names: string[] }, visibleTo: number | null): Promise<ExistingIndex> {
      const index = emptyIndex();
      const visible = visibleTo === null ? sql`true` : sql`(p.publish_status = 'published' or p.owner_user_id = ${visibleTo} or p.created_by = ${visibleTo})`;
      const editable = visibleTo === null ? sql`true` : sql`(p.owner_user_id = ${visibleTo} or p.created_by = ${visibleTo})`;
      const wanted = new Set(keys.registrations);
      if (wanted.size > 0) {
        // Numbers are compared normalised (case, separators, script), which no index answers: read them all (one
        // column pair; ~0.3 s for 200,000 registrations).
        const rows = await queryRows<MatchRow & { number: string }>(
          db,
          sql`select p.id, ${editable} as editable, p.sex, p.birth_date::text as birth_date, p.birth_precision, r.number from pet_registrations r join pets p on p.id = r.pet_id where ${visible}`,
        );
        for (const r of rows) {
          const key = registrationKey(r.number);
          if (wanted.has(key)) index.byRegistration.set(key, asExisting(r));
        }
      }
      if (keys.microchips.length > 0) {
        const rows = await queryRows<MatchRow & { microchip: string }>(
          db,
          sql`select p.id, ${editable} as editable, p.sex, p.birth_date::text as birth_date, p.birth_precision, p.microchip from pets p where p.microchip in (select jsonb_array_elements_text(${JSON.stringify(keys.microchips)}::jsonb)) and ${visible}`,
        );
        for (const r of rows) index.byMicrochip.set(r.microchip, asExisting(r));
      }
      if (keys.names.length > 0) {
        const rows = await queryRows<MatchRow & { sort_name: string }>(
          db,
          sql`select p.id, ${editable} as editable, p.sex, p.birth_date::text as birth_date, p.birth_precision, p.sort_name from pets p where p.sort_name in (select jsonb_array_elements_text(${JSON.stringify(keys.names)}::jsonb)) and ${visible}`,
        );
        const count = new Map<string, number>();
        for (const r of rows) count.set(r.sort_name, (count.get(r.sort_name) ?? 0) + 1);
        for (const r of rows) {
          const pet = asExisting(r);
          if (pet.birthDate) index.byNameBirth.set(`${nameKey(r.sort_name)}|${pet.birthDate}`, pet);
          if (count.get(r.sort_name) === 1) index.byName.set(nameKey(r.sort_name), pet);
        }
      }
      return index;
    },

    /** New pets (without parents: those are set once every dog of the import has an id), in order. */
    async insert(rows: PetInsert[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids = await db.insert(pets).values(rows).returning({ id: pets.id });
      return ids.map((r) => r.id);
    },
    async insertRegistrations(rows: { petId: number; registry: string; number: string }[]): Promise<void> {
      if (rows.length > 0) await db.insert(petRegistrations).values(rows).onConflictDoNothing();
    },
    async insertHealth(rows: (typeof petHealthResults.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(petHealthResults).values(rows);
    },

    /** Pets to update, with what the undo restores. */
    async before(ids: number[]): Promise<Map<number, PetBefore & { row: typeof pets.$inferSelect; registrations: string[] }>> {
      const out = new Map<number, PetBefore & { row: typeof pets.$inferSelect; registrations: string[] }>();
      if (ids.length === 0) return out;
      // updated_at as PostgreSQL's text: microseconds, which a JavaScript Date would round away.
      const rows = await db.select({ row: pets, updatedAtText: sql<string>`${pets.updatedAt}::text` }).from(pets).where(inArray(pets.id, ids));
      const regs = await db.select({ id: petRegistrations.id, petId: petRegistrations.petId, number: petRegistrations.number }).from(petRegistrations).where(inArray(petRegistrations.petId, ids));
      const health = await db.select({ id: petHealthResults.id, petId: petHealthResults.petId }).from(petHealthResults).where(inArray(petHealthResults.petId, ids));
      for (const { row, updatedAtText } of rows) {
        out.set(row.id, {
          row,
          registrations: regs.filter((r) => r.petId === row.id).map((r) => r.number),
          columns: {
            callName: row.callName, birthDate: row.birthDate, birthPrecision: row.birthPrecision, deathDate: row.deathDate,
            deathPrecision: row.deathPrecision, colorId: row.colorId, coat: row.coat, countryOfBirth: row.countryOfBirth,
            microchip: row.microchip, breederName: row.breederName, ownerName: row.ownerName, searchText: row.searchText,
            sortName: row.sortName, version: row.version, updatedAt: updatedAtText,
          },
          registrationIds: regs.filter((r) => r.petId === row.id).map((r) => r.id),
          healthIds: health.filter((h) => h.petId === row.id).map((h) => h.id),
        });
      }
      return out;
    },
    async update(id: number, changes: Partial<PetInsert>, userId: number | null): Promise<void> {
      await db.update(pets).set({ ...changes, updatedBy: userId, updatedAt: new Date(), version: sql`${pets.version} + 1` }).where(eq(pets.id, id));
    },
    /** Parents of pets of one import, in one statement. */
    async setParents(links: { id: number; sireId: number | null; damId: number | null }[]): Promise<void> {
      if (links.length === 0) return;
      const values = sql.join(links.map((l) => sql`(${l.id}::int, ${l.sireId}::int, ${l.damId}::int)`), sql`, `);
      await db.execute(sql`update pets set sire_id = v.sire, dam_id = v.dam from (values ${values}) as v(id, sire, dam) where pets.id = v.id`);
    },

    async record(rows: (typeof importJobPets.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(importJobPets).values(rows);
    },
    /** Plan index → pet id of what a job wrote so far. */
    async written(jobId: number): Promise<{ idx: number; petId: number; created: boolean; before: unknown }[]> {
      return db.select({ idx: importJobPets.idx, petId: importJobPets.petId, created: importJobPets.created, before: importJobPets.before }).from(importJobPets).where(eq(importJobPets.jobId, jobId)).orderBy(importJobPets.idx);
    },

    /** The first pets a job wrote (plan order) with their registered names: the links of its result. */
    async writtenNames(jobId: number, limit: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: pets.id, name: pets.registeredName })
        .from(importJobPets)
        .innerJoin(pets, eq(pets.id, importJobPets.petId))
        .where(eq(importJobPets.jobId, jobId))
        .orderBy(importJobPets.idx)
        .limit(limit);
    },

    /** Undo: the created pets deleted, the updated ones put back as they were. */
    async undo(created: number[], updated: { id: number; before: PetBefore }[]): Promise<void> {
      for (let i = 0; i < created.length; i += 1000) {
        const ids = created.slice(i, i + 1000);
        // Links to them from pets outside the import go first (a later edit may have made one a parent).
        await db.update(pets).set({ sireId: null }).where(and(inArray(pets.sireId, ids), notInArray(pets.id, ids)));
        await db.update(pets).set({ damId: null }).where(and(inArray(pets.damId, ids), notInArray(pets.id, ids)));
        await db.delete(pets).where(inArray(pets.id, ids));
      }
      for (const { id, before } of updated) {
        await db.update(pets).set({ ...before.columns, updatedAt: sql`${before.columns.updatedAt}::timestamptz` }).where(eq(pets.id, id));
        await db.delete(petRegistrations).where(and(eq(petRegistrations.petId, id), before.registrationIds.length ? notInArray(petRegistrations.id, before.registrationIds) : undefined));
        await db.delete(petHealthResults).where(and(eq(petHealthResults.petId, id), before.healthIds.length ? notInArray(petHealthResults.id, before.healthIds) : undefined));
      }
    },
    /** Whether any of these pets has changed since (`version` moved on): the undo would lose those changes. */
    async changedSince(rows: { id: number; version: number }[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const found = await db.select({ id: pets.id, version: pets.version }).from(pets).where(inArray(pets.id, rows.map((r) => r.id)));
      const wanted = new Map(rows.map((r) => [r.id, r.version]));
      return found.filter((r) => wanted.get(r.id) !== r.version).map((r) => r.id);
    },
  };
}
