import { callApi } from '@bc/shared';
import { litterEndpoints } from '@bc/shared/contracts';

/** `GET /api/litters/{id}`: the litter with its puppies (the edit form's starting point). */
export const getLitter = (id: number, signal?: AbortSignal) => callApi(litterEndpoints.detail, { params: { id } }, { signal });
