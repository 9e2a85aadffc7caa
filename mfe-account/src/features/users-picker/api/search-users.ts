import { callApi, latestOnly } from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';

export const USERS_PAGE_SIZE = 20;

/**
 * `GET /api/users?q=&limit=` (moderators): members matching the text, newest call only — typing aborts the
 * previous request.
 */
export const searchUsers = latestOnly((signal: AbortSignal, text: string) =>
  callApi(accountEndpoints.users, { query: { limit: USERS_PAGE_SIZE, ...(text ? { q: text } : {}) } }, { signal }),
);
