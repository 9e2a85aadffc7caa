import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/account-requests?status&sort&page&limit`: requests to take over or be connected to an account. */
export const getAccountRequests = (query: QueryOf<typeof moderationEndpoints.accountRequests>, signal?: AbortSignal) =>
  callApi(moderationEndpoints.accountRequests, { query }, { signal });
