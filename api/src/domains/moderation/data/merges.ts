import { and, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client';
import {
  attachmentRequests, importJobPets, likes, litters, matings, petDnaResults, petDocuments, petHealthResults, petMerges, petNotes, petPhotos,
  petRegistrations, pets, reports,
} from '../../../db/schema';

/** The rows a merge moved from the duplicate to the survivor, by kind (ids; likes by the member who liked). */
export interface MovedRows {
  offspringAsSire: number[];
  offspringAsDam: number[];
  littersAsSire: number[];
  littersAsDam: number[];
  matingsAsSire: number[];
  matingsAsDam: number[];
  registrations: number[];
  photos: number[];
  documents: number[];
  dnaResults: number[];
  healthResults: number[];
  likes: number[];
  notes: number[];
  attachmentRequests: number[];
  reports: number[];
}

type Json = Record<string, unknown>;

/**
 * The rows of the duplicate that could not move (the survivor has their like: a member who liked both, noted both, a
 * DNA test with the same result on both; an import's record of the duplicate) and went with it: put back by an undo.
 */
export interface DroppedRows {
  likes: Json[];
  notes: Json[];
  dnaResults: Json[];
  importJobPets: Json[];
}

/** A row as the audit entry keeps it (dates as ISO strings); `revived` reads it back. */
const kept = (row: object): Json => JSON.parse(JSON.stringify(row)) as Json;
const DATE_COLUMNS = new Set(['createdAt', 'updatedAt']);
/**
 * A kept row as it is written back: its times as the database's text of them (microseconds included, which a
 * JavaScript date would round off on PostgreSQL).
 */
export const revived = <T>(row: Json): T =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, DATE_COLUMNS.has(key) && typeof value === 'string' ? sql`${value}::timestamptz` : value])) as T;
/** A table's columns with its times read as text (see `revived`). */
const exactly = <T extends typeof likes | typeof petNotes | typeof petDnaResults>(table: T) => ({
  ...getTableColumns(table),
  createdAt: sql<string>`${table.createdAt}::text`,
  ...('updatedAt' in table ? { updatedAt: sql<string>`${(table as typeof petNotes).updatedAt}::text` } : {}),
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * Merging duplicates at the database: what references a pet moves from one record to another (and back, for an
 * undo), and the merged ids (`pet_merges`) that keep answering for the survivor. Offspring move through the pets
 * domain (the pedigree engine checks them); the rest moves here.
 */
export function petMergesRepository(db: DbOrTx) {
  return {
    /** The record a merged id answers for now (following merges of merges), when that record exists. */
    async survivorOf(oldId: number): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(db, sql`
        with recursive chain(id, depth) as (
          select ${petMerges.survivorId}, 1 from ${petMerges} where ${petMerges.oldId} = ${oldId}
          union all
          select m.survivor_id, chain.depth + 1 from pet_merges m join chain on m.old_id = chain.id where chain.depth < 32
        )
        select chain.id from chain join pets on pets.id = chain.id order by chain.depth desc limit 1`);
      return row === undefined ? undefined : Number(row.id);
    },

    /** A pet's times as the database's text (see `revived`). */
    async exactTimes(id: number): Promise<{ createdAt: string; updatedAt: string }> {
      const [row] = await db.select({ createdAt: sql<string>`${pets.createdAt}::text`, updatedAt: sql<string>`${pets.updatedAt}::text` }).from(pets).where(eq(pets.id, id));
      return row;
    },

    async insert(oldId: number, survivorId: number, actionId: number): Promise<void> {
      await db.insert(petMerges).values({ oldId, survivorId, actionId });
    },

    async remove(oldId: number): Promise<void> {
      await db.delete(petMerges).where(eq(petMerges.oldId, oldId));
    },

    // These run in the merge's transaction: one statement after another on its one connection (node-postgres queues
    // statements sent at once, deprecated since pg 8 and refused by pg 9).
    /** The duplicate's offspring, by the parent it is to them. */
    async offspring(id: number): Promise<{ asSire: number[]; asDam: number[] }> {
      const asSire = await db.select({ id: pets.id }).from(pets).where(eq(pets.sireId, id)).orderBy(pets.id);
      const asDam = await db.select({ id: pets.id }).from(pets).where(eq(pets.damId, id)).orderBy(pets.id);
      return { asSire: ids(asSire), asDam: ids(asDam) };
    },

    /** DNA tests both dogs have a result of: the same result is one fact; different ones must be settled first. */
    async sharedDnaTests(duplicateId: number, survivorId: number) {
      const theirs = await db.select({ testId: petDnaResults.testId, result: petDnaResults.result }).from(petDnaResults).where(eq(petDnaResults.petId, duplicateId));
      const ours = await db.select({ testId: petDnaResults.testId, result: petDnaResults.result }).from(petDnaResults).where(eq(petDnaResults.petId, survivorId));
      const survivor = new Map(ours.map((row) => [row.testId, row.result]));
      return theirs.filter((row) => survivor.has(row.testId)).map((row) => ({ testId: row.testId, duplicate: row.result, survivor: survivor.get(row.testId)! }));
    },

    /**
     * Moves every row that references `from` (but its offspring) to `to`, in this transaction; answers what moved and
     * what could not (kept whole, to be put back by an undo). A moved photo is not the main one when `to` has one.
     */
    async moveRows(from: number, to: number): Promise<{ moved: Omit<MovedRows, 'offspringAsSire' | 'offspringAsDam'>; dropped: DroppedRows; unmainedPhotos: number[] }> {
      const survivorLikes = await db.select({ userId: likes.userId }).from(likes).where(eq(likes.petId, to));
      const survivorNotes = await db.select({ userId: petNotes.userId }).from(petNotes).where(eq(petNotes.petId, to));
      const survivorTests = await db.select({ testId: petDnaResults.testId }).from(petDnaResults).where(eq(petDnaResults.petId, to));
      const survivorMain = await db.select({ id: petPhotos.id }).from(petPhotos).where(and(eq(petPhotos.petId, to), eq(petPhotos.isMain, true)));
      const likedBoth = survivorLikes.map((row) => row.userId);
      const notedBoth = survivorNotes.map((row) => row.userId);
      const testedBoth = survivorTests.map((row) => row.testId);
      const dropped: DroppedRows = {
        likes: (await db.select(exactly(likes)).from(likes).where(and(eq(likes.petId, from), likedBoth.length ? inArray(likes.userId, likedBoth) : sql`false`))).map(kept),
        notes: (await db.select(exactly(petNotes)).from(petNotes).where(and(eq(petNotes.petId, from), notedBoth.length ? inArray(petNotes.userId, notedBoth) : sql`false`))).map(kept),
        dnaResults: (await db.select(exactly(petDnaResults)).from(petDnaResults).where(and(eq(petDnaResults.petId, from), testedBoth.length ? inArray(petDnaResults.testId, testedBoth) : sql`false`))).map(kept),
        importJobPets: (await db.select().from(importJobPets).where(eq(importJobPets.petId, from))).map(kept),
      };
      const unmainedPhotos = survivorMain.length
        ? ids(await db.update(petPhotos).set({ isMain: false }).where(and(eq(petPhotos.petId, from), eq(petPhotos.isMain, true))).returning({ id: petPhotos.id }))
        : [];
      const move = async <T extends typeof petRegistrations | typeof petPhotos | typeof petDocuments | typeof petHealthResults | typeof attachmentRequests | typeof reports>(table: T) =>
        ids(await db.update(table).set({ petId: to } as never).where(eq(table.petId, from)).returning({ id: table.id }) as { id: number }[]);
      const moved = {
        littersAsSire: ids(await db.update(litters).set({ sireId: to }).where(eq(litters.sireId, from)).returning({ id: litters.id })),
        littersAsDam: ids(await db.update(litters).set({ damId: to }).where(eq(litters.damId, from)).returning({ id: litters.id })),
        matingsAsSire: ids(await db.update(matings).set({ sireId: to }).where(eq(matings.sireId, from)).returning({ id: matings.id })),
        matingsAsDam: ids(await db.update(matings).set({ damId: to }).where(eq(matings.damId, from)).returning({ id: matings.id })),
        registrations: await move(petRegistrations),
        photos: await move(petPhotos),
        documents: await move(petDocuments),
        dnaResults: ids(await db.update(petDnaResults).set({ petId: to })
          .where(and(eq(petDnaResults.petId, from), testedBoth.length ? notInArray(petDnaResults.testId, testedBoth) : undefined)).returning({ id: petDnaResults.id })),
        healthResults: await move(petHealthResults),
        likes: (await db.update(likes).set({ petId: to })
          .where(and(eq(likes.petId, from), likedBoth.length ? notInArray(likes.userId, likedBoth) : undefined)).returning({ userId: likes.userId })).map((row) => row.userId),
        notes: ids(await db.update(petNotes).set({ petId: to })
          .where(and(eq(petNotes.petId, from), notedBoth.length ? notInArray(petNotes.userId, notedBoth) : undefined)).returning({ id: petNotes.id })),
        attachmentRequests: await move(attachmentRequests),
        reports: await move(reports),
      };
      return { moved, dropped, unmainedPhotos };
    },

    /**
     * An undo: the rows that moved from `from` (the duplicate) to `to` go back to it, those still on `to`; the rows that
     * went with the duplicate come back; its main photo is its main photo again.
     */
    async moveBack(moved: Omit<MovedRows, 'offspringAsSire' | 'offspringAsDam'>, to: number, from: number, dropped: DroppedRows, unmainedPhotos: number[]): Promise<void> {
      const back = async <T extends typeof petRegistrations | typeof petPhotos | typeof petDocuments | typeof petHealthResults | typeof petDnaResults | typeof petNotes | typeof attachmentRequests | typeof reports>(table: T, list: number[]) => {
        if (list.length) await db.update(table).set({ petId: from } as never).where(and(inArray(table.id, list), eq(table.petId, to)));
      };
      const parent = async (table: typeof litters | typeof matings, column: 'sireId' | 'damId', list: number[]) => {
        if (list.length) await db.update(table).set({ [column]: from }).where(and(inArray(table.id, list), eq(table[column], to)));
      };
      await parent(litters, 'sireId', moved.littersAsSire);
      await parent(litters, 'damId', moved.littersAsDam);
      await parent(matings, 'sireId', moved.matingsAsSire);
      await parent(matings, 'damId', moved.matingsAsDam);
      await back(petRegistrations, moved.registrations);
      await back(petPhotos, moved.photos);
      await back(petDocuments, moved.documents);
      await back(petDnaResults, moved.dnaResults);
      await back(petHealthResults, moved.healthResults);
      await back(petNotes, moved.notes);
      await back(attachmentRequests, moved.attachmentRequests);
      await back(reports, moved.reports);
      if (moved.likes.length) await db.update(likes).set({ petId: from }).where(and(eq(likes.petId, to), inArray(likes.userId, moved.likes)));
      if (unmainedPhotos.length) await db.update(petPhotos).set({ isMain: true }).where(and(inArray(petPhotos.id, unmainedPhotos), eq(petPhotos.petId, from)));
      if (dropped.likes.length) await db.insert(likes).values(dropped.likes.map((row) => revived<typeof likes.$inferInsert>(row))).onConflictDoNothing();
      if (dropped.notes.length) await db.insert(petNotes).values(dropped.notes.map((row) => revived<typeof petNotes.$inferInsert>(row))).onConflictDoNothing();
      if (dropped.dnaResults.length) await db.insert(petDnaResults).values(dropped.dnaResults.map((row) => revived<typeof petDnaResults.$inferInsert>(row))).onConflictDoNothing();
      if (dropped.importJobPets.length) await db.insert(importJobPets).values(dropped.importJobPets.map((row) => revived<typeof importJobPets.$inferInsert>(row))).onConflictDoNothing();
    },
  };
}
export type PetMergesRepository = ReturnType<typeof petMergesRepository>;
