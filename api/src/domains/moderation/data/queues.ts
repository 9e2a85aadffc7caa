import { count, eq, gte, min, type SQL, sql } from 'drizzle-orm';
import {
  MODERATION_PAGES_AHEAD, type ModerationPetsQuery, PET_FLAGS, type PetFlag, type PetFlagDetails, type PetListItem, PUBLISH_STATUSES,
} from '@bc/shared/contracts';
import { type DbOrTx, listedLiteral, shapedRows } from '../../../db/client';
import { parsed } from '../../../db/json-row';
import { containing } from '../../../db/like';
import { accountRequests, attachmentRequests, pets } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';
import { LIST_ROW_JSON, listItemOf, type ListRow } from '../../pets/data/list-items';
import { normalizeSearch } from '../../pets/search-text';

/** How far a moderation list counts its matches: MODERATION_PAGES_AHEAD pages past the page asked for. */
export const countReach = (query: { page: number; limit: number }) => offsetOf(query) + query.limit * MODERATION_PAGES_AHEAD;

/** The total a list answers from the matches counted up to `reach + 1` (`capped`: there are more than `reach`). */
export const reachedTotal = (counted: number | string, reach: number) => ({ total: Math.min(Number(counted), reach), capped: Number(counted) > reach });

/**
 * A part of a registered name as searches match it (case, accents and script folded: `buran` finds "Буран"), on
 * `sort_name`, the name folded so (the updated_at index holds it, and a trigram index finds a rare part); a part that
 * folds to nothing (punctuation only) is looked for as typed.
 */
function partOfName(q: string): SQL {
  const folded = normalizeSearch(q).trim();
  return folded ? sql`sort_name like ${containing(folded)}` : sql`registered_name ilike ${containing(q)}`;
}

/** A dog of the moderators' pets queue: its list item and what the queue adds to it. */
export interface QueuedPet {
  id: number;
  item: PetListItem;
  createdAt: Date;
  updatedAt: Date;
  hiddenReason: string | null;
  createdById: number | null;
  createdByNickname: string | null;
  flags: PetFlag[];
  flagDetails: PetFlagDetails;
}
type QueuedPetJson = Omit<QueuedPet, 'createdAt' | 'updatedAt' | 'item'> & { createdAt: string; updatedAt: string; item: ListRow };

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

    /**
     * A page of dogs of every status, the last changed first, in one statement prepared per filter shape (shapedRows):
     * the matching dogs counted a few pages past the page (countReach), and the page's rows with what the queue adds
     * to a list item, its list item and the member's name read for those rows only.
     */
    async pets(query: ModerationPetsQuery & { page: number; limit: number }): Promise<{ rows: QueuedPet[]; total: number; capped: boolean }> {
      const filters = [
        query.q ? partOfName(query.q) : undefined,
        query.status ? sql`publish_status = ${listedLiteral(query.status, PUBLISH_STATUSES)}` : undefined,
        query.flag ? sql`flags @> array[${listedLiteral(query.flag, PET_FLAGS)}]` : undefined,
      ].filter((filter) => filter !== undefined);
      const reach = countReach(query) + 1;
      // A flag: found through its own index and sorted (ordering by an expression keeps the planner off walking the whole
      // updated_at index backwards, which it chose for a flag no dog has: 1.3 s on 200,000 dogs). A status other than
      // published walks its partial index in order; a part of a name is left to the planner: a common one matches tens
      // of thousands of dogs, found sooner walking the updated_at index and reading sort_name there, a rare one through
      // the trigram index (EXPLAIN, docs/benchmarks.md). A member's dogs: those it created and those it owns, each
      // walked in order on its own index (member, updated_at, id), so one plan serves a member with 80,000 dogs and one
      // with two. Its generic plan every time but for a part of a name, whose best plan depends on the value (a generic
      // plan: 220 ms), and a member with another filter (a status few of the member's dogs have is found sooner on that
      // status's index).
      const updated = query.flag ? sql`updated_at + interval '0 second'` : sql`updated_at`;
      const matching = (member?: SQL) => {
        const all = member ? [member, ...filters] : filters;
        const where = all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
        return sql`select id, ${updated} as at from pets ${where} order by ${updated} desc, id desc limit ${reach}`;
      };
      const picked = query.memberId
        ? sql`select distinct id, at from ((${matching(sql`created_by = ${query.memberId}`)}) union all (${matching(sql`owner_user_id = ${query.memberId}`)})) m
            order by at desc, id desc limit ${reach}`
        : matching();
      const offset = offsetOf(query);
      const [row] = await shapedRows<{ total: number; rows: QueuedPetJson[] | string }>(db, 'mod_pets', sql`
        with picked as materialized (${picked})
        select (select count(*)::int from picked) as total,
          coalesce((select json_agg(json_build_object('id', p.id, 'createdAt', p.created_at, 'updatedAt', p.updated_at,
            'hiddenReason', p.hidden_reason, 'createdById', p.created_by,
            'createdByNickname', (select u.nickname from users u where u.id = p.created_by),
            'flags', p.flags, 'flagDetails', p.flag_details, 'item', ${sql.raw(LIST_ROW_JSON)}) order by k.at desc, k.id desc)
            from (select id, at from picked order by at desc, id desc limit ${query.limit} offset ${offset}) k
            join pets p on p.id = k.id), '[]'::json)::text as rows`, { generic: !query.q && !(query.memberId && filters.length > 0) });
      return {
        rows: parsed(row.rows)!.map((pet) => ({
          ...pet, item: listItemOf(pet.item), createdAt: new Date(pet.createdAt), updatedAt: new Date(pet.updatedAt),
        })),
        ...reachedTotal(row.total, countReach(query)),
      };
    },
  };
}
