import { and, arrayContains, count, desc, eq, gte, ilike, min, or, sql, type SQL } from 'drizzle-orm';
import { MODERATION_COUNT_CAP, type ModerationPetsQuery, type PublishStatus } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { containing } from '../../../db/like';
import { accountRequests, attachmentRequests, pets, users } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';

/**
 * How many rows match, counted up to `MODERATION_COUNT_CAP` (`capped`: there are more): an exact count of 200,000
 * dogs reads them all on every page, and a queue is read a page at a time from the top.
 */
export async function cappedCount(db: DbOrTx, rows: { as(alias: string): unknown }): Promise<{ total: number; capped: boolean }> {
  const [{ total }] = await db.select({ total: count() }).from((rows as { as(alias: string): never }).as('capped'));
  return { total: Math.min(Number(total), MODERATION_COUNT_CAP), capped: Number(total) > MODERATION_COUNT_CAP };
}

export interface QueueCount {
  count: number;
  oldest: Date | null;
}

/** The moderators' queues: what waits in each, and the pets queue's page. */
export function moderationQueuesRepository(db: DbOrTx) {
  const counted = async (rows: Promise<{ count: number; oldest: Date | string | null }[]>): Promise<QueueCount> => {
    const [row] = await rows;
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  };
  return {
    async counts(petsSince: Date): Promise<Record<'pets' | 'attachments' | 'account-requests', QueueCount>> {
      const [petQueue, attachments, accounts] = await Promise.all([
        counted(db.select({ count: count(), oldest: min(pets.updatedAt) }).from(pets).where(gte(pets.updatedAt, petsSince))),
        counted(db.select({ count: count(), oldest: min(attachmentRequests.createdAt) }).from(attachmentRequests).where(eq(attachmentRequests.status, 'new'))),
        counted(db.select({ count: count(), oldest: min(accountRequests.createdAt) }).from(accountRequests).where(eq(accountRequests.status, 'new'))),
      ]);
      return { pets: petQueue, attachments, 'account-requests': accounts };
    },

    /** A page of dogs of every status, the last changed first: ids with what the queue adds to a list item. */
    async pets(query: ModerationPetsQuery & { page: number; limit: number }) {
      const filters: (SQL | undefined)[] = [
        query.q ? ilike(pets.registeredName, containing(query.q)) : undefined,
        query.status ? eq(pets.publishStatus, query.status as PublishStatus) : undefined,
        query.memberId ? or(eq(pets.createdBy, query.memberId), eq(pets.ownerUserId, query.memberId)) : undefined,
        query.flag ? arrayContains(pets.flags, [query.flag]) : undefined,
      ];
      const where = and(...filters);
      // A flag or the few dogs not published: found through their own index and sorted (ordering by an expression keeps
      // the planner off walking the whole updated_at index backwards, which it chose for a flag no dog has: 1.3 s on
      // 200,000 dogs). A part of a name or a member is left to the planner: a common one matches tens of thousands of
      // dogs, found sooner walking that index (EXPLAIN on the bench database, docs/benchmarks.md).
      const narrow = Boolean(query.flag || (query.status && query.status !== 'published'));
      const updated = narrow ? sql`${pets.updatedAt} + interval '0 second'` : pets.updatedAt;
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: pets.id, createdAt: pets.createdAt, updatedAt: pets.updatedAt, hiddenReason: pets.hiddenReason,
            createdById: pets.createdBy, createdByNickname: users.nickname, flags: pets.flags, flagDetails: pets.flagDetails,
          })
          .from(pets)
          .leftJoin(users, eq(users.id, pets.createdBy))
          .where(where)
          .orderBy(desc(updated), desc(pets.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        cappedCount(db, db.select({ one: sql`1` }).from(pets).where(where).limit(MODERATION_COUNT_CAP + 1)),
      ]);
      return { rows, ...counted };
    },
  };
}
