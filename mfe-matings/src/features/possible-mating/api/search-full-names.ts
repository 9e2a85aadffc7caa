import { apiFetch } from '@bc/shared';
import type { FullNamesQuery, FullNamesResponse } from '@bc/shared/contracts';

/** How many names a picker offers. */
export const PICKER_LIMIT = 10;

/** `GET /api/dictionaries/full-names?query&sex&limit`: registered names with id, sex and birth year. */
export function searchFullNames(query: FullNamesQuery, signal?: AbortSignal): Promise<FullNamesResponse> {
  return apiFetch<FullNamesResponse>('/dictionaries/full-names', { query: { ...query }, signal });
}
