import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountRequestStatus, ModerationAccountRequestsQuery } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { accountRequests, pets, users } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';

export type AccountRequestRow = typeof accountRequests.$inferSelect;

const requester = alias(users, 'requester');
const target = alias(users, 'target');
const resolver = alias(users, 'resolver');

/** The moderators' side of account requests: the queue, one request locked for a decision, its status. */
export function moderationAccountRequestsRepository(db: DbOrTx) {
  return {
    /** A page of requests with the requester, the account asked for (and how many dogs it has) and who decided. */
    async list(query: ModerationAccountRequestsQuery & { page: number; limit: number }) {
      const where = eq(accountRequests.status, query.status ?? 'new');
      const order = query.sort === 'newest' ? [desc(accountRequests.createdAt), desc(accountRequests.id)] : [asc(accountRequests.createdAt), asc(accountRequests.id)];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ request: accountRequests, requester, target, resolverNickname: resolver.nickname })
          .from(accountRequests)
          .innerJoin(target, eq(target.id, accountRequests.userId))
          .leftJoin(requester, eq(requester.id, accountRequests.requesterUserId))
          .leftJoin(resolver, eq(resolver.id, accountRequests.resolvedBy))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(accountRequests).where(where),
      ]);
      return { rows, total: Number(total) };
    },

    /** How many dogs each account has bred or owns (a dog both bred and owned once). */
    async dogCounts(userIds: number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await queryRows<{ user_id: number; dogs: number }>(db, sql`
        select u.id as user_id, (select count(*) from ${pets} p where p.breeder_user_id = u.id or p.owner_user_id = u.id)::int as dogs
        from ${users} u where u.id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
      return new Map(rows.map((row) => [Number(row.user_id), Number(row.dogs)]));
    },

    byId: async (id: number): Promise<AccountRequestRow | undefined> => (await db.select().from(accountRequests).where(eq(accountRequests.id, id)))[0],

    async resolve(id: number, status: AccountRequestStatus, resolvedBy: number | null, resolvedAt: Date | null): Promise<void> {
      await db.update(accountRequests).set({ status, resolvedBy, resolvedAt }).where(eq(accountRequests.id, id));
    },

    /** The dogs whose breeder, and whose owner, is the member. */
    async dogsOf(userId: number): Promise<{ bred: number[]; owned: number[] }> {
      const rows = await db
        .select({ id: pets.id, breederUserId: pets.breederUserId, ownerUserId: pets.ownerUserId })
        .from(pets)
        .where(or(eq(pets.breederUserId, userId), eq(pets.ownerUserId, userId)))
        .orderBy(pets.id);
      return { bred: rows.filter((row) => row.breederUserId === userId).map((row) => row.id), owned: rows.filter((row) => row.ownerUserId === userId).map((row) => row.id) };
    },
  };
}
