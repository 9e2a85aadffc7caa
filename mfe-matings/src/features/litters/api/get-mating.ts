import { callApi } from '@bc/shared';
import { matingEndpoints } from '@bc/shared/contracts';

/** `GET /api/matings/{id}`: the mating a litter is recorded from (its dam, sire and dates). */
export const getMating = (id: number, signal?: AbortSignal) => callApi(matingEndpoints.detail, { params: { id } }, { signal });
