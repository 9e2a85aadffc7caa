import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ModerationActionKind, ModerationRecordKind } from '@bc/shared/contracts';
import { createdAt, idColumn } from './columns';
import { users } from './users';

/**
 * The audit log: one row per moderator's decision, written in the transaction of the change itself — who, when, what,
 * which record, why, and the record's values before and after. An undo is a row of its own (`undoes`), and marks the
 * row it undid (`undone_by`).
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: idColumn(),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationActionKind>().notNull(),
    recordKind: text('record_kind').$type<ModerationRecordKind>().notNull(),
    recordId: integer('record_id').notNull(),
    reason: text('reason'),
    note: text('note'),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** The action this one undoes. */
    undoes: integer('undoes'),
    /** The action that undid this one. */
    undoneBy: integer('undone_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // The log is read newest first (by id: the order the decisions were written in), whole or filtered.
    index('moderation_actions_record_idx').on(t.recordKind, t.recordId, t.id),
    index('moderation_actions_moderator_idx').on(t.moderatorId, t.id),
    index('moderation_actions_action_idx').on(t.action, t.id),
  ],
);

/**
 * Merged duplicates: a dog's record that a moderator merged into another (`survivor_id`) keeps answering through it
 * (its pages and API routes redirect). No foreign key: the survivor may itself be merged later (the lookup follows
 * the chain), and an undone merge deletes its row.
 */
export const petMerges = pgTable(
  'pet_merges',
  {
    oldId: integer('old_id').primaryKey(),
    survivorId: integer('survivor_id').notNull(),
    /** The audit entry of the merge (its `after` lists what moved). */
    actionId: integer('action_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pet_merges_survivor_id_idx').on(t.survivorId)],
);
