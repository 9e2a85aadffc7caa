import { callApi } from '@bc/shared';
import { accountEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/user/likes?page&limit`: the pets I liked, newest first. */
export const getLikes = (query: QueryOf<typeof accountEndpoints.likes>, signal?: AbortSignal) => callApi(accountEndpoints.likes, { query }, { signal });
