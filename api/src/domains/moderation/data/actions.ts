import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationActionKind, ModerationActionsQuery, ModerationRecordKind } from '@bc/shared/contracts';
import { MODERATION_COUNT_CAP, UNDOABLE_ACTIONS } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { moderationActions, pets, users } from '../../../db/schema';
import { offsetOf } from '../../../lib/paging';
import { cappedCount } from './queues';

export type ActionRow = typeof moderationActions.$inferSelect;
export type NewAction = typeof moderationActions.$inferInsert;

/** An audit entry as the log shows it: with the moderator's and the record's names, and whether it can be undone now. */
export interface ListedAction extends ActionRow {
  moderatorNickname: string | null;
  recordName: string | null;
  undoable: boolean;
}

const moderator = alias(users, 'moderator');
const member = alias(users, 'record_user');

/** An entry can be undone while it is of an undoable kind, not undone, and the latest decision on its record. */
const undoable = sql<boolean>`(${moderationActions.action} in (${sql.join(UNDOABLE_ACTIONS.map((a) => sql`${a}`), sql`, `)})
  and ${moderationActions.undoneBy} is null
  and not (${moderationActions.action} = 'approve-account-request' and ${moderationActions.after}->>'decision' = 'hand-over')
  and not exists (select 1 from ${moderationActions} as later where later.record_kind = ${moderationActions.recordKind}
    and later.record_id = ${moderationActions.recordId} and later.id > ${moderationActions.id}))`;

/** The audit log (`moderation_actions`): written in the transaction of each decision, read with filters. */
export function moderationActionsRepository(db: DbOrTx) {
  const listed = (where: SQL | undefined) =>
    db
      .select({
        action: moderationActions,
        moderatorNickname: moderator.nickname,
        recordName: sql<string | null>`case ${moderationActions.recordKind} when 'user' then ${member.nickname} when 'pet' then coalesce(${pets.registeredName}, ${moderationActions.before}->>'registeredName')
          when 'account-request' then (select u.nickname from account_requests r join users u on u.id = r.user_id where r.id = ${moderationActions.recordId})
          when 'mating' then (select coalesce(s.registered_name, '?') || ' × ' || coalesce(d.registered_name, '?') from matings m
            left join pets s on s.id = m.sire_id left join pets d on d.id = m.dam_id where m.id = ${moderationActions.recordId})
          when 'litter' then (select coalesce(s.registered_name, '?') || ' × ' || coalesce(d.registered_name, '?') from litters l
            left join pets s on s.id = l.sire_id left join pets d on d.id = l.dam_id where l.id = ${moderationActions.recordId}) end`,
        undoable,
      })
      .from(moderationActions)
      .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
      .leftJoin(member, and(eq(moderationActions.recordKind, 'user'), eq(member.id, moderationActions.recordId)))
      .leftJoin(pets, and(eq(moderationActions.recordKind, 'pet'), eq(pets.id, moderationActions.recordId)))
      .where(where);
  const flatten = (rows: Awaited<ReturnType<typeof listed>>): ListedAction[] =>
    rows.map((row) => ({ ...row.action, moderatorNickname: row.moderatorNickname, recordName: row.recordName, undoable: row.undoable }));

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
      return flatten(await listed(eq(moderationActions.id, id)))[0];
    },

    /** Newest first, filtered by action, moderator and record. */
    async list(query: ModerationActionsQuery & { page: number; limit: number }): Promise<{ rows: ListedAction[]; total: number; capped: boolean }> {
      const where = and(
        query.action ? eq(moderationActions.action, query.action as ModerationActionKind) : undefined,
        query.moderatorId ? eq(moderationActions.moderatorId, query.moderatorId) : undefined,
        query.recordKind ? eq(moderationActions.recordKind, query.recordKind) : undefined,
        query.recordId ? eq(moderationActions.recordId, query.recordId) : undefined,
      );
      const [rows, counted] = await Promise.all([
        listed(where).orderBy(desc(moderationActions.id)).limit(query.limit).offset(offsetOf(query)),
        cappedCount(db, db.select({ one: sql`1` }).from(moderationActions).where(where).limit(MODERATION_COUNT_CAP + 1)),
      ]);
      return { rows: flatten(rows), ...counted };
    },
  };
}
export type ModerationActionsRepository = ReturnType<typeof moderationActionsRepository>;
