import { Type, type Static } from '@sinclair/typebox';
import { errors, Page, PageQuery } from '../common';
import { LIMITS } from '../limits';
import { defineRoute } from '../route';
import { accountEndpoints } from './endpoints';
import { AdminUser } from './members';

/** Filters of the moderators' user list. */
export const USER_ROLE_FILTERS = ['moderator', 'banned', 'premium', 'inactive', 'deleted'] as const;

export const UsersQuery = Type.Object(
  {
    ...PageQuery.properties,
    q: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.search })),
    role: Type.Optional(Type.Union(USER_ROLE_FILTERS.map((r) => Type.Literal(r)))),
  },
  { additionalProperties: false },
);
export type UsersQuery = Static<typeof UsersQuery>;
export const UsersResponse = Page(AdminUser);
export type UsersResponse = Static<typeof UsersResponse>;

export const usersRoute = defineRoute({
  ...accountEndpoints.users,
  schema: {
    tags: ['moderation'], summary: 'List and search users (moderators)',
    querystring: UsersQuery, response: { 200: UsersResponse, ...errors(400, 401, 403) },
  },
});
