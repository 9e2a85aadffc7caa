import { apiFetch, latestOnly } from '@bc/shared';
import type { PetSearchQuery, PetListResponse } from '@bc/shared/contracts';

/**
 * `GET /api/pets?query&sex&…&page&limit`: a page of pets matching the filters. Newest call only: a new search
 * (typing, a filter changed) aborts the one still in flight.
 */
export const searchPets = latestOnly((signal: AbortSignal, query: PetSearchQuery) =>
  apiFetch<PetListResponse>('/pets', { query: { ...query }, signal }),
);
