import { callApi } from '@bc/shared';
import { accountEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/users?q&role&page&limit`: members found by email, nickname, names or kennel. */
export const getMembers = (query: QueryOf<typeof accountEndpoints.users>, signal?: AbortSignal) => callApi(accountEndpoints.users, { query }, { signal });
