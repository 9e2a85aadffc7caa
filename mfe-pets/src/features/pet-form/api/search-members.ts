import { callApi, latestOnly } from '@bc/shared';
import { accountEndpoints, type QueryOf } from '@bc/shared/contracts';

export const MEMBER_PICKER_LIMIT = 10;

/**
 * `GET /api/users/search?query&limit`: active members by nickname, display name or kennel (public fields only).
 * Newest call only: typing aborts the previous request.
 */
export const searchMembers = latestOnly((signal: AbortSignal, query: QueryOf<typeof accountEndpoints.memberSearch>) =>
  callApi(accountEndpoints.memberSearch, { query }, { signal }),
);
