import { callApi } from '@bc/shared';
import { petEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/pets?q&sex&…&page&limit`: a page of pets matching the filters. */
export const searchPets = (query: QueryOf<typeof petEndpoints.search>, signal?: AbortSignal) => callApi(petEndpoints.search, { query }, { signal });
