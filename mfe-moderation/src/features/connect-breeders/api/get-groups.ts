import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/connect-breeders?memberId&page&limit`: dogs named after a member's kennel, grouped by member, the most dogs first. */
export const getGroups = (query: QueryOf<typeof moderationEndpoints.connectBreeders>, signal?: AbortSignal) =>
  callApi(moderationEndpoints.connectBreeders, { query }, { signal });
