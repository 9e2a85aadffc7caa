import { callApi } from '@bc/shared';
import { petEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/pets/user-pets?role&status&q&page&limit`: pets I bred, own or created, every status. */
export const getMyPets = (query: QueryOf<typeof petEndpoints.mine>, signal?: AbortSignal) => callApi(petEndpoints.mine, { query }, { signal });
