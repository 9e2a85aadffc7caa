import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportColumn } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { importJobs, importMappings } from '../../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type NewImportJob = typeof importJobs.$inferInsert;

/** Import jobs (the audit entry of each import) and the mapping each uploader used last. */
export function importJobsRepository(db: DbOrTx) {
  return {
    async create(job: NewImportJob): Promise<ImportJobRow> {
      const [row] = await db.insert(importJobs).values(job).returning();
      return row;
    },
    async get(id: number): Promise<ImportJobRow | null> {
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      return row ?? null;
    },
    /** The job without its table and plan (what status answers need). */
    async head(id: number) {
      const [row] = await db
        .select({
          id: importJobs.id, uploaderId: importJobs.uploaderId, asModerator: importJobs.asModerator, fileName: importJobs.fileName,
          status: importJobs.status, rowCount: importJobs.rowCount, summary: importJobs.summary, phase: importJobs.phase,
          done: importJobs.done, total: importJobs.total, error: importJobs.error, createdAt: importJobs.createdAt,
          finishedAt: importJobs.finishedAt, undoneAt: importJobs.undoneAt,
        })
        .from(importJobs)
        .where(eq(importJobs.id, id));
      return row ?? null;
    },
    async list(uploaderId: number | null, limit: number) {
      return db
        .select({
          id: importJobs.id, fileName: importJobs.fileName, status: importJobs.status, rowCount: importJobs.rowCount,
          summary: importJobs.summary, createdAt: importJobs.createdAt, finishedAt: importJobs.finishedAt, undoneAt: importJobs.undoneAt,
        })
        .from(importJobs)
        .where(uploaderId === null ? undefined : eq(importJobs.uploaderId, uploaderId))
        .orderBy(desc(importJobs.id))
        .limit(limit);
    },
    async update(id: number, changes: Partial<NewImportJob>): Promise<void> {
      await db.update(importJobs).set({ ...changes, updatedAt: sql`now()` }).where(eq(importJobs.id, id));
    },
    /** Moves a job from one status to another; false when it was not in `from` (another request moved it first). */
    async move(id: number, from: ImportJobRow['status'][], changes: Partial<NewImportJob>): Promise<boolean> {
      const rows = await db
        .update(importJobs)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(importJobs.id, id), inArray(importJobs.status, from)))
        .returning({ id: importJobs.id });
      return rows.length > 0;
    },
    /** Jobs a restart must resume. */
    async unfinished(): Promise<number[]> {
      const rows = await db.select({ id: importJobs.id }).from(importJobs).where(inArray(importJobs.status, ['queued', 'running'])).orderBy(importJobs.id);
      return rows.map((r) => r.id);
    },
    async mapping(userId: number): Promise<{ columns: ImportColumn[]; registry: string } | null> {
      const [row] = await db.select({ columns: importMappings.columns, registry: importMappings.registry }).from(importMappings).where(eq(importMappings.userId, userId));
      return row ?? null;
    },
    async rememberMapping(userId: number, mapping: { columns: ImportColumn[]; registry: string }): Promise<void> {
      await db
        .insert(importMappings)
        .values({ userId, ...mapping })
        .onConflictDoUpdate({ target: importMappings.userId, set: { ...mapping, updatedAt: sql`now()` } });
    },
  };
}
