import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { petDnaResults, petHealthResults, pets, reports } from '../../../db/schema';
import type { Emit } from '../../events';

/** A report's row without its file. */
const columns = {
  id: reports.id, userId: reports.userId, petId: reports.petId, orderId: reports.orderId, number: reports.number, locale: reports.locale,
  dataAt: reports.dataAt, reissueOf: reports.reissueOf, createdAt: reports.createdAt, ready: sql<boolean>`${reports.pdf} is not null`,
  withdrawnAt: reports.withdrawnAt,
  petName: pets.registeredName, petStatus: pets.publishStatus,
};
export interface ReportRow {
  id: number;
  userId: number;
  petId: number;
  orderId: string | null;
  number: string;
  locale: string;
  dataAt: Date | null;
  reissueOf: number | null;
  createdAt: Date;
  ready: boolean;
  /** Set when its order was refunded: only the verification reads such a report. */
  withdrawnAt: Date | null;
  petName: string;
  petStatus: string;
}

/** A report that was not withdrawn (its owner's list, its file, its re-issue). */
const current = isNull(reports.withdrawnAt);

/** Members' reports and their files; the relatives' health results a report lists. */
export function reportsRepository(db: DbOrTx, emit: Emit) {
  const select = () => db.select(columns).from(reports).innerJoin(pets, eq(pets.id, reports.petId));
  return {
    /**
     * A new report waiting for its file (told as `reportsIssued`, after the commit when in a transaction). A second
     * report for the same paid order is not made (null): an order grants one report, however often it is applied.
     */
    async insert(values: { userId: number; petId: number; locale: string; orderId?: string | null; reissueOf?: number | null }): Promise<number | null> {
      const [row] = await db
        .insert(reports)
        .values({ userId: values.userId, petId: values.petId, locale: values.locale, orderId: values.orderId ?? null, reissueOf: values.reissueOf ?? null })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      if (row) emit('reportsIssued', { ids: [row.id] });
      return row?.id ?? null;
    },

    /** A report that was not withdrawn. */
    async byId(id: number): Promise<ReportRow | null> {
      const [row] = await select().where(and(eq(reports.id, id), current));
      return row ?? null;
    },

    async byOrderId(orderId: string): Promise<ReportRow | null> {
      const [row] = await select().where(and(eq(reports.orderId, orderId), isNull(reports.reissueOf), current));
      return row ?? null;
    },

    /** Any report with this number, a withdrawn one too (the verification says it was withdrawn). */
    async byNumber(number: string): Promise<ReportRow | null> {
      const [row] = await select().where(eq(reports.number, number));
      return row ?? null;
    },

    /** A member's reports (of one pet), newest first. */
    async ofUser(userId: number, page: { limit: number; offset: number }, petId?: number) {
      const where = and(eq(reports.userId, userId), current, petId === undefined ? undefined : eq(reports.petId, petId));
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(reports).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Withdraws the reports of a refunded order (the bought one and its re-issues): they leave the buyer's list, their
     * file is dropped, and their numbers verify as withdrawn (a printed copy can be checked and found no longer valid,
     * rather than unknown, which would read as a forgery).
     */
    async withdrawOrder(orderId: string): Promise<number> {
      const rows = await db
        .update(reports)
        .set({ withdrawnAt: sql`now()`, pdf: null })
        .where(and(eq(reports.orderId, orderId), current))
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Reports without a file yet (rendering was interrupted by a restart). */
    async unrendered(limit: number): Promise<number[]> {
      const rows = await db.select({ id: reports.id }).from(reports).where(and(isNull(reports.pdf), current)).orderBy(reports.id).limit(limit);
      return rows.map((r) => r.id);
    },

    async file(id: number): Promise<Buffer | null> {
      const [row] = await db.select({ pdf: reports.pdf }).from(reports).where(and(eq(reports.id, id), current));
      return row?.pdf ?? null;
    },

    async setFile(id: number, pdf: Buffer, dataAt: Date): Promise<void> {
      await db.update(reports).set({ pdf, dataAt }).where(eq(reports.id, id));
    },

    /** Health and DNA results of these pets, by pet. */
    async resultsOf(petIds: number[]) {
      if (petIds.length === 0) return { health: [], dna: [] };
      const [health, dna] = await Promise.all([
        db.select({ petId: petHealthResults.petId, scale: petHealthResults.scaleId, value: petHealthResults.score })
          .from(petHealthResults).where(inArray(petHealthResults.petId, petIds)),
        db.select({ petId: petDnaResults.petId, test: petDnaResults.testId, result: petDnaResults.result })
          .from(petDnaResults).where(inArray(petDnaResults.petId, petIds)),
      ]);
      return { health, dna };
    },

  };
}
