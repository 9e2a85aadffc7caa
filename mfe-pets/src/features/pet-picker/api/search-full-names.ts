import { apiFetch, latestOnly } from '@bc/shared';
import type { FullNamesQuery, FullNamesResponse } from '@bc/shared/contracts';

export const PICKER_LIMIT = 20;

/**
 * `GET /api/dictionaries/full-names?query&limit&sex`: registered names with id, sex and birth year. Newest call
 * only: typing aborts the previous request.
 */
export const searchFullNames = latestOnly((signal: AbortSignal, query: FullNamesQuery) =>
  apiFetch<FullNamesResponse>('/dictionaries/full-names', { query: { ...query }, signal }),
);
