import { callApi } from '@bc/shared';
import { moderationEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/moderation/pets?q&status&memberId&flag&page&limit`: new and changed dogs, the last changed first. */
export const getQueue = (query: QueryOf<typeof moderationEndpoints.pets>, signal?: AbortSignal) => callApi(moderationEndpoints.pets, { query }, { signal });
