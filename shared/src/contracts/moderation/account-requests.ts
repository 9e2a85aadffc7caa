import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_REQUEST_STATUSES } from '../accounts/account-requests';
import { DateTime, errors, Id, IdParams, LocaleSchema, Nullable, Page, PageQuery } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { ModerationAction } from './actions';
import { Note, ReasonKey } from './decisions';
import { moderationEndpoints } from './endpoints';

const tags = ['moderation'];

/**
 * What approving a request does: `hand-over` gives the account itself to the person who asked (its email becomes the
 * request's, its sessions end, a link to set a password is mailed); `move-dogs` moves the account's dogs (as breeder
 * and as owner) and its kennel to the requester's own account (a signed-in request only).
 */
export const ACCOUNT_REQUEST_DECISIONS = ['hand-over', 'move-dogs'] as const;
export type AccountRequestDecision = (typeof ACCOUNT_REQUEST_DECISIONS)[number];

export const ModerationAccountRequestsQuery = Type.Object(
  {
    ...PageQuery.properties,
    /** Default: the requests still waiting (`new`). */
    status: Type.Optional(Type.Union(ACCOUNT_REQUEST_STATUSES.map((s) => Type.Literal(s)))),
    /** Default: the oldest first. */
    sort: Type.Optional(Type.Union([Type.Literal('oldest'), Type.Literal('newest')])),
  },
  strict,
);
export type ModerationAccountRequestsQuery = Static<typeof ModerationAccountRequestsQuery>;

const Member = Type.Object({
  id: Id,
  nickname: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  kennelPrefix: Nullable(Type.String()),
});

export const ModerationAccountRequest = Type.Object({
  id: Id,
  status: Type.Union(ACCOUNT_REQUEST_STATUSES.map((s) => Type.Literal(s))),
  /** What the person wrote. */
  info: Type.String(),
  /** The address the answer goes to (the request's own; the requester's account may have another). */
  email: Type.String(),
  locale: LocaleSchema,
  /** The member who asked, when signed in (null: asked as a visitor, or the account is gone). */
  requester: Nullable(Member),
  /** The account asked for, with its dogs: bred and owned (a dog both bred and owned counts once). */
  target: Type.Object({ ...Member.properties, isActive: Type.Boolean(), dogCount: Type.Integer({ minimum: 0 }) }),
  createdAt: DateTime,
  resolvedAt: Nullable(DateTime),
  resolvedBy: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
});
export type ModerationAccountRequest = Static<typeof ModerationAccountRequest>;
export const ModerationAccountRequestsResponse = Page(ModerationAccountRequest);
export type ModerationAccountRequestsResponse = Static<typeof ModerationAccountRequestsResponse>;

export const ApproveAccountRequestBody = Type.Object(
  { decision: Type.Union(ACCOUNT_REQUEST_DECISIONS.map((d) => Type.Literal(d))), note: Type.Optional(Note) },
  strict,
);
export type ApproveAccountRequestBody = Static<typeof ApproveAccountRequestBody>;

export const RejectAccountRequestBody = Type.Object({ reason: ReasonKey, note: Type.Optional(Note) }, strict);
export type RejectAccountRequestBody = Static<typeof RejectAccountRequestBody>;

/** What an approval's audit entry keeps (`after`; `before` holds the same keys as they were): what an undo puts back. */
export interface AccountRequestMove {
  decision: 'move-dogs';
  fromUserId: number;
  toUserId: number;
  /** The dogs whose breeder, and whose owner, was the account. */
  bred: number[];
  owned: number[];
  kennel: { from: KennelFields; to: KennelFields };
}
export interface KennelFields {
  kennelName: string | null;
  kennelPrefix: string | null;
}

export const moderationAccountRequestsRoute = defineRoute({
  ...moderationEndpoints.accountRequests,
  schema: {
    tags, summary: 'Requests to take over or be connected to an account: waiting ones first, the oldest first, with the requester and the account\'s kennel and dog count',
    querystring: ModerationAccountRequestsQuery, response: { 200: ModerationAccountRequestsResponse, ...errors(400, 401, 403) },
  },
});

export const approveAccountRequestRoute = defineRoute({
  ...moderationEndpoints.approveAccountRequest,
  schema: {
    tags,
    summary: 'Approve a request: hand the account over to the address that asked, or move its dogs and kennel to the requester\'s account '
      + '(409 when decided already, the address belongs to another account, or a visitor\'s request asks to move dogs)',
    params: IdParams, body: ApproveAccountRequestBody, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
  },
});

export const rejectAccountRequestRoute = defineRoute({
  ...moderationEndpoints.rejectAccountRequest,
  schema: {
    tags, summary: 'Reject a request with a reason (the requester is told by email in their language; 409 when decided already)',
    params: IdParams, body: RejectAccountRequestBody, response: { 200: ModerationAction, ...errors(400, 401, 403, 404, 409) },
  },
});
