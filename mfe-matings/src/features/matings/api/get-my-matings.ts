import { callApi } from '@bc/shared';
import { matingEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/matings/user-matings?role&status&page&limit`: matings I recorded and those of my studs, awaiting my answer first. */
export const getMyMatings = (query: QueryOf<typeof matingEndpoints.mine>, signal?: AbortSignal) =>
  callApi(matingEndpoints.mine, { query }, { signal });
