import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/matings?all&status&matingStatus&flag&sort&page&limit`: mating announcements with their flags. */
export const getMatings = (query: QueryOf<typeof moderationEndpoints.matings>, signal?: AbortSignal) =>
  callApi(moderationEndpoints.matings, { query }, { signal });
