import { callApi, type CallOptions } from '@bc/shared';
import { matingEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/matings/user-matings?role=recorded`: the matings I recorded (to record their litters). */
export const getRecordedMatings = (query: Omit<QueryOf<typeof matingEndpoints.mine>, 'role'>, options?: CallOptions) =>
  callApi(matingEndpoints.mine, { query: { ...query, role: 'recorded' } }, options);
