import { callApi } from '@bc/shared';
import { litterEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/litters/user-litters`: my litters, newest birth first. */
export const getMyLitters = (query: QueryOf<typeof litterEndpoints.mine>, signal?: AbortSignal) =>
  callApi(litterEndpoints.mine, { query }, { signal });
