import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { inquiries, matings } from '../../../db/schema';
import { offsetOf, type PageRequest } from '../../../lib/paging';
import type { DbOrTx } from '../../../db/client';
import { rowFromJson } from '../../../db/json-row';
import { type ListedJson, type ListedLitter, listedLitterText, listedMemberText, listedPetText, type ListedRow, parsed } from './listed';
import { filterShape, listedOn, listedRows, listedStatement } from './listed-statement';

export type MatingRow = typeof matings.$inferSelect;
export type NewMating = typeof matings.$inferInsert;
export type MatingChanges = Partial<Omit<NewMating, 'id' | 'createdAt' | 'createdBy' | 'version'>>;

/** Filters of the public lists (see AnnouncementQuery), checked by the service. */
export interface ListFilter {
  countries?: string[];
  breed?: string;
  sire?: number;
  dam?: number;
  dateFrom?: string;
  dateTo?: string;
  maxCoi?: number;
}

/** Which matings of a member's own list. */
export type MineRole = 'all' | 'recorded' | 'stud' | 'awaiting-me';

/** The public lists of matings and the statuses each holds (SQL). */
export type ListedMatingKind = 'mating' | 'planned';
const LISTED_STATUSES: Record<ListedMatingKind, string> = { mating: "'mated', 'confirmed'", planned: "'planned'" };

const matingFromJson = rowFromJson(matings);

/** Matings: rows, the public lists, a member's own, and the dam's litters counted by the rules. */
export function matingsRepository(db: DbOrTx) {
  const page = async (where: SQL | undefined, order: SQL[], request: PageRequest) => {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(matings).where(where).orderBy(...order).limit(request.limit).offset(offsetOf(request)),
      db.select({ total: count() }).from(matings).where(where),
    ]);
    return { rows, total };
  };
  return {
    async byId(id: number): Promise<MatingRow | undefined> {
      return (await db.select().from(matings).where(eq(matings.id, id)))[0];
    },

    /** The row, locked until the transaction ends. */
    async lockById(id: number): Promise<MatingRow | undefined> {
      return (await db.select().from(matings).where(eq(matings.id, id)).for('update'))[0];
    },

    /**
     * The `mating` order that paid for publishing this announcement: kept on the mating, and a draft the stud owner has
     * not declined is published at once (what the member paid for).
     */
    async markPaid(id: number, orderId: string): Promise<void> {
      await db
        .update(matings)
        .set({
          paidOrderId: orderId, updatedAt: new Date(), version: sql`${matings.version} + 1`,
          publishStatus: sql`case when ${matings.publishStatus} = 'draft' and ${matings.studAnswer} <> 'declined' then 'published' else ${matings.publishStatus} end`,
        })
        .where(eq(matings.id, id));
    },

    async insert(values: NewMating): Promise<MatingRow> {
      return (await db.insert(matings).values(values).returning())[0];
    },

    /** Writes the changes, a new `updated_at` and the next `version`. */
    async update(id: number, changes: MatingChanges): Promise<MatingRow> {
      return (await db.update(matings).set({ ...changes, updatedAt: new Date(), version: sql`${matings.version} + 1` }).where(eq(matings.id, id)).returning())[0];
    },

    /** The matings these litters are linked to, by litter. */
    async byLitters(litterIds: number[]): Promise<Map<number, MatingRow>> {
      if (litterIds.length === 0) return new Map();
      const rows = await db.select().from(matings).where(inArray(matings.litterId, litterIds));
      return new Map(rows.map((r) => [r.litterId!, r]));
    },

    /** The mating a litter is linked to. */
    async byLitter(litterId: number): Promise<MatingRow | undefined> {
      return (await db.select().from(matings).where(eq(matings.litterId, litterId)))[0];
    },

    /**
     * Public matings of a status list: published, confirmed by the stud owner (or needing no answer), listed on `today`;
     * `createdBy` narrows them to one member's; newest first. One prepared statement per list and filter shape
     * (listed-statement.ts): the page's rows cut first, then each with its parents, recorder and litter as a list shows
     * them, and the total (counted apart only when the page is past the end).
     */
    async listedPage(kind: ListedMatingKind, filter: ListFilter, today: string, request: PageRequest, createdBy?: number): Promise<{ rows: ListedRow<MatingRow, ListedLitter>[]; total: number }> {
      const statement = listedStatement(`matings_listed_${kind}`, `t.publish_status = 'published' and t.stud_answer in ('not-needed', 'confirmed') and t.status in (${LISTED_STATUSES[kind]})`);
      listedOn(statement, today, true);
      filterShape(statement, 'date', filter, createdBy);
      const { found, total } = await listedRows<ListedJson<ListedLitter>>(db, statement, 'matings', 'date', `to_json(r) as row,
        ${listedPetText('r.dam_id')} as dam, ${listedPetText('r.sire_id')} as sire, ${listedMemberText('r.created_by')} as owner,
        ${listedLitterText('r.litter_id')} as linked`, request);
      return {
        rows: found.map((r) => ({ row: matingFromJson(r.row), dam: parsed(r.dam), sire: parsed(r.sire), owner: parsed(r.owner), linked: parsed(r.linked) })),
        total,
      };
    },

    /** A member's own: recorded by them or of their studs; those awaiting their answer first, then the newest. */
    mine(userId: number, role: MineRole, status: string | undefined, request: PageRequest) {
      const recorded = eq(matings.createdBy, userId);
      const stud = eq(matings.studOwnerId, userId);
      const awaiting = and(stud, eq(matings.studAnswer, 'awaiting'));
      const who = role === 'recorded' ? recorded : role === 'stud' ? stud : role === 'awaiting-me' ? awaiting : or(recorded, stud);
      const where = and(who, status ? eq(matings.status, status as MatingRow['status']) : undefined);
      return page(where, [sql`(${matings.studOwnerId} = ${userId} and ${matings.studAnswer} = 'awaiting') desc`, desc(matings.date), desc(matings.id)], request);
    },

    /** Inquiries received per mating. */
    async inquiryCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: inquiries.matingId, n: count() })
        .from(inquiries)
        .where(inArray(inquiries.matingId, ids))
        .groupBy(inquiries.matingId);
      return new Map(rows.map((r) => [r.id!, r.n]));
    },

    /** Matings of these dams (the integrity and rule checks), oldest first. */
    async ofDam(damId: number): Promise<MatingRow[]> {
      return db.select().from(matings).where(eq(matings.damId, damId)).orderBy(asc(matings.date));
    },
  };
}
