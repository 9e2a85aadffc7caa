import { Type, type Static } from '@sinclair/typebox';
import { CountryCode, errors, Id, Nullable } from '../common';
import { LIMITS, MEMBER_SEARCH_LIMIT_MAX } from '../limits';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { accountEndpoints } from './endpoints';

/** Breeder and owner pickers: members by nickname, display name or kennel name (public fields only). */
export const MemberSearchQuery = Type.Object(
  {
    query: Type.String({ minLength: 2, maxLength: LIMITS.search, pattern: '\\S' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_SEARCH_LIMIT_MAX, default: 10 })),
  },
  strict,
);
export type MemberSearchQuery = Static<typeof MemberSearchQuery>;
export const MemberSearchItem = Type.Object({
  id: Id,
  nickname: Type.String(),
  displayName: Nullable(Type.String()),
  kennelName: Nullable(Type.String()),
  country: Nullable(CountryCode),
  avatar: Nullable(Type.String()),
});
export type MemberSearchItem = Static<typeof MemberSearchItem>;
export const MemberSearchResponse = Type.Object({ items: Type.Array(MemberSearchItem) });
export type MemberSearchResponse = Static<typeof MemberSearchResponse>;

export const memberSearchRoute = defineRoute({
  ...accountEndpoints.memberSearch,
  schema: {
    tags: ['users'],
    summary: 'Breeder and owner pickers: active members whose nickname, display name or kennel name contains `query` (public fields only)',
    description: 'Members whose name starts with the query first, then by nickname. At most 20; cheap (one indexed query), made to be called as one types.',
    querystring: MemberSearchQuery, response: { 200: MemberSearchResponse, ...errors(400, 401, 403, 429) },
  },
});
