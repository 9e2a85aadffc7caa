import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, Nullable, Page, PageQuery } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

/** What a moderator did; each is one row of the audit log. */
export const MODERATION_ACTIONS = ['ban', 'unban', 'grant-moderator', 'revoke-moderator', 'hide-pet', 'publish-pet', 'delete-pet', 'merge-pets', 'unmerge-pets',
  'approve-account-request', 'reject-account-request', 'reopen-account-request', 'connect-dogs', 'disconnect-dogs',
  'hide-mating', 'publish-mating', 'hide-litter', 'publish-litter', 'approve-attachment', 'reject-attachment',
  // Payments (src/domains/payments): an order refunded, a donor's name hidden from the public list and shown again.
  'refund-order', 'hide-donor-name', 'show-donor-name'] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];
/** The kinds of records a decision is about. */
export const MODERATION_RECORDS = ['user', 'pet', 'account-request', 'mating', 'litter', 'order'] as const;
export type ModerationRecordKind = (typeof MODERATION_RECORDS)[number];
/**
 * The actions a moderator may undo from the log: a hide (of a dog, a mating or a litter), a ban, a merge of duplicates, a rejected account request, an
 * approved one that moved dogs, and dogs connected to a member (an account handed over is not: its new holder may have
 * signed in and set a password).
 */
export const UNDOABLE_ACTIONS: readonly ModerationActionKind[] = ['ban', 'hide-pet', 'merge-pets', 'approve-account-request', 'reject-account-request', 'connect-dogs',
  'hide-mating', 'hide-litter'];

const Values = Type.Record(Type.String(), Type.Unknown());

export const ModerationAction = Type.Object({
  id: Id,
  action: Type.Union(MODERATION_ACTIONS.map((a) => Type.Literal(a))),
  recordKind: Type.Union(MODERATION_RECORDS.map((k) => Type.Literal(k))),
  recordId: Id,
  /** The record's name as the log shows it (a pet's registered name, a member's nickname), null once gone. */
  recordName: Nullable(Type.String()),
  moderator: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
  reason: Nullable(Type.String()),
  note: Nullable(Type.String()),
  before: Values,
  after: Values,
  /** The action this one undid. */
  undoes: Nullable(Id),
  /** The action that undid this one. */
  undoneBy: Nullable(Id),
  /** Whether it can be undone now (an undoable action, not undone yet, and the latest decision on its record). */
  undoable: Type.Boolean(),
  createdAt: DateTime,
});
export type ModerationAction = Static<typeof ModerationAction>;

export const ModerationActionsQuery = Type.Object(
  {
    ...PageQuery.properties,
    action: Type.Optional(Type.Union(MODERATION_ACTIONS.map((a) => Type.Literal(a)))),
    moderatorId: Type.Optional(Id),
    recordKind: Type.Optional(Type.Union(MODERATION_RECORDS.map((k) => Type.Literal(k)))),
    recordId: Type.Optional(Id),
  },
  strict,
);
export type ModerationActionsQuery = Static<typeof ModerationActionsQuery>;
export const ModerationActionsResponse = Type.Object({
  ...Page(ModerationAction).properties,
  /** `total` counted the matches up to MODERATION_PAGES_AHEAD pages past this one; there are more. */
  totalCapped: Type.Boolean(),
});
export type ModerationActionsResponse = Static<typeof ModerationActionsResponse>;

export const moderationActionsRoute = defineRoute({
  ...moderationEndpoints.actions,
  schema: {
    tags, summary: 'The audit log, newest first: filter by action, moderator and record (a record\'s history: recordKind and recordId)',
    querystring: ModerationActionsQuery, response: { 200: ModerationActionsResponse, ...errors(400, 401, 403) },
  },
});

export const undoModerationActionRoute = defineRoute({
  ...moderationEndpoints.undo,
  schema: {
    tags, summary: 'Undo a hide, a ban or a merge from the audit log (409 when undone already, a later decision on the record came after it, or the merged dog changed since)',
    params: IdParams, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
  },
});
