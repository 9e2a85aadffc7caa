import { apiFetch, latestOnly } from '@bc/shared';
import type { UsersQuery, UsersResponse } from '@bc/shared/contracts';

export const USERS_PAGE_SIZE = 20;

/**
 * `GET /api/users?q=&limit=` (moderators): members matching the text, newest call only — typing aborts the
 * previous request.
 */
export const searchUsers = latestOnly((signal: AbortSignal, text: string) => {
  const query: UsersQuery = { limit: USERS_PAGE_SIZE, ...(text ? { q: text } : {}) };
  return apiFetch<UsersResponse>('/users', { query, signal });
});
