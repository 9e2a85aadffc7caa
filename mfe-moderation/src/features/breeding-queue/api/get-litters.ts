import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/litters?all&status&flag&sort&page&limit`: litter announcements with their flags. */
export const getLitters = (query: QueryOf<typeof moderationEndpoints.litters>, signal?: AbortSignal) =>
  callApi(moderationEndpoints.litters, { query }, { signal });
