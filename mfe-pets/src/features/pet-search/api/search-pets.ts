import { callApi, latestOnly } from '@bc/shared';
import { petEndpoints, type QueryOf } from '@bc/shared/contracts';

/**
 * `GET /api/pets?q&sex&…&page&limit`: a page of pets matching the filters. Newest call only: a new search
 * (typing, a filter changed) aborts the one still in flight.
 */
export const searchPets = latestOnly((signal: AbortSignal, query: QueryOf<typeof petEndpoints.search>) =>
  callApi(petEndpoints.search, { query }, { signal }),
);
