import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MemberSearchItem } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema';
import { containing, startingWith } from '../../../db/like';

/** The text the pickers search, as indexed by `users_search_trgm_idx` (migration 0006): keep the two in step. */
const SEARCH_TEXT = sql`(coalesce(${users.nickname}, '') || ' ' || coalesce(${users.displayName}, '') || ' ' || coalesce(${users.kennelName}, ''))`;

/** The member pickers of the pet form. */
export function memberSearchRepository(db: DbOrTx) {
  return {
    /**
     * Active members whose nickname, display name or kennel name contains `query` (case-insensitive), those where one
     * of them starts with it first, then by nickname; public fields only (no email, no contacts).
     */
    search: (query: string, limit: number) => searchMembers(db, query, limit),
  };
}

async function searchMembers(db: DbOrTx, query: string, limit: number): Promise<MemberSearchItem[]> {
  const contains = containing(query);
  const starts = startingWith(query);
  const startsFirst = sql`(${users.nickname} ilike ${starts} or ${users.displayName} ilike ${starts} or ${users.kennelName} ilike ${starts}) desc`;
  const rows = await db
    .select({
      id: users.id, nickname: users.nickname, displayName: users.displayName, kennelName: users.kennelName,
      country: users.country, avatar: users.avatar,
    })
    .from(users)
    .where(and(sql`${SEARCH_TEXT} ilike ${contains}`, eq(users.isActive, true), isNull(users.deletedAt), isNotNull(users.nickname)))
    .orderBy(startsFirst, asc(sql`lower(${users.nickname})`), asc(users.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, nickname: r.nickname as string }));
}
