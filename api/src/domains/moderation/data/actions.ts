import { and, desc, eq, sql } from 'drizzle-orm';
import type { ModerationActionsQuery, ModerationRecordKind } from '@bc/shared/contracts';
import { MODERATION_ACTIONS, MODERATION_RECORDS, UNDOABLE_ACTIONS } from '@bc/shared/contracts';
import { type DbOrTx, listedLiteral, shapedRows } from '../../../db/client';
import { parsed } from '../../../db/json-row';
import { moderationActions } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';
import { countReach, reachedTotal } from './queues';

export type ActionRow = typeof moderationActions.$inferSelect;
export type NewAction = typeof moderationActions.$inferInsert;

/** An audit entry as the log shows it: with the moderator's and the record's names, and whether it can be undone now. */
export interface ListedAction extends ActionRow {
  moderatorNickname: string | null;
  recordName: string | null;
  undoable: boolean;
}

const quoted = (value: string) => `'${value}'`;

/**
 * An audit entry (`a`) as the log shows it, as JSON: with the moderator's and the record's names, and whether it can
 * be undone now (an undoable kind, not undone, the latest decision on its record, and not an account handed over).
 * Evaluated for the page's rows only.
 */
const ENTRY_JSON = sql.raw(`json_build_object('id', a.id, 'moderatorId', a.moderator_id,
  'moderatorNickname', (select m.nickname from users m where m.id = a.moderator_id),
  'action', a.action, 'recordKind', a.record_kind, 'recordId', a.record_id, 'reason', a.reason, 'note', a.note,
  'before', a.before, 'after', a.after, 'undoes', a.undoes, 'undoneBy', a.undone_by, 'createdAt', a.created_at,
  'recordName', case a.record_kind
    when 'user' then (select u.nickname from users u where u.id = a.record_id)
    when 'pet' then coalesce((select p.registered_name from pets p where p.id = a.record_id), a.before->>'registeredName')
    when 'account-request' then (select u.nickname from account_requests r join users u on u.id = r.user_id where r.id = a.record_id)
    when 'mating' then (select coalesce(s.registered_name, '?') || ' × ' || coalesce(d.registered_name, '?') from matings m
      left join pets s on s.id = m.sire_id left join pets d on d.id = m.dam_id where m.id = a.record_id)
    when 'litter' then (select coalesce(s.registered_name, '?') || ' × ' || coalesce(d.registered_name, '?') from litters l
      left join pets s on s.id = l.sire_id left join pets d on d.id = l.dam_id where l.id = a.record_id) end,
  'undoable', (a.action in (${UNDOABLE_ACTIONS.map(quoted).join(', ')}) and a.undone_by is null
    and not (a.action = 'approve-account-request' and a.after->>'decision' = 'hand-over')
    and not exists (select 1 from moderation_actions later where later.record_kind = a.record_kind
      and later.record_id = a.record_id and later.id > a.id)))`);

type EntryJson = Omit<ListedAction, 'createdAt'> & { createdAt: string };
const entryOf = (json: EntryJson | string): ListedAction => {
  const entry = parsed(json)!;
  return { ...entry, createdAt: new Date(entry.createdAt) };
};

/** The audit log (`moderation_actions`): written in the transaction of each decision, read with filters. */
export function moderationActionsRepository(db: DbOrTx) {
  return {
    /**
     * Serialises the decisions on one record until the transaction ends (two moderators acting at once on one
     * member or dog: the second sees the first's result).
     */
    async lockRecord(kind: ModerationRecordKind, id: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`moderation:${kind}`}), ${id})`);
    },

    async insert(values: NewAction): Promise<ActionRow> {
      const [row] = await db.insert(moderationActions).values(values).returning();
      return row;
    },

    async markUndone(id: number, undoneBy: number): Promise<void> {
      await db.update(moderationActions).set({ undoneBy }).where(eq(moderationActions.id, id));
    },

    /** The id of the last decision on a record. */
    async latestOn(kind: ModerationRecordKind, id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: moderationActions.id })
        .from(moderationActions)
        .where(and(eq(moderationActions.recordKind, kind), eq(moderationActions.recordId, id)))
        .orderBy(desc(moderationActions.id))
        .limit(1);
      return row?.id;
    },

    async byId(id: number): Promise<ListedAction | undefined> {
      const [row] = await shapedRows<{ entry: EntryJson | string }>(db, 'mod_entry', sql`select ${ENTRY_JSON}::text as entry from moderation_actions a where a.id = ${id}`);
      return row ? entryOf(row.entry) : undefined;
    },

    /**
     * Newest first, filtered by action, moderator and record, in one statement prepared per filter shape: the matching
     * ids counted a few pages past the page (countReach) and the page's entries as JSON, the names and the
     * undo check evaluated for those rows only.
     */
    async list(query: ModerationActionsQuery & { page: number; limit: number }): Promise<{ rows: ListedAction[]; total: number; capped: boolean }> {
      const filters = [
        query.action ? sql`action = ${listedLiteral(query.action, MODERATION_ACTIONS)}` : undefined,
        query.moderatorId ? sql`moderator_id = ${query.moderatorId}` : undefined,
        query.recordKind ? sql`record_kind = ${listedLiteral(query.recordKind, MODERATION_RECORDS)}` : undefined,
        query.recordId ? sql`record_id = ${query.recordId}` : undefined,
      ].filter((filter) => filter !== undefined);
      const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
      const offset = offsetOf(query);
      const [row] = await shapedRows<{ total: number; rows: (EntryJson | string)[] | string }>(db, 'mod_log', sql`
        with picked as materialized (
          select id from moderation_actions ${where} order by id desc limit ${countReach(query) + 1})
        select (select count(*)::int from picked) as total,
          coalesce((select json_agg(${ENTRY_JSON} order by a.id desc) from (select m.* from picked p join moderation_actions m on m.id = p.id
            order by p.id desc limit ${query.limit} offset ${offset}) a), '[]'::json)::text as rows`, { generic: true });
      return { rows: parsed(row.rows)!.map(entryOf), ...reachedTotal(row.total, countReach(query)) };
    },
  };
}
export type ModerationActionsRepository = ReturnType<typeof moderationActionsRepository>;
