import { latestOnly, searchFullNames as fetchFullNames } from '@bc/shared';

export const PICKER_LIMIT = 20;

/**
 * `GET /api/dictionaries/full-names?query&limit&sex`: registered names with id, sex and birth year. Newest call
 * only: typing aborts the previous request.
 */
export const searchFullNames = latestOnly((signal: AbortSignal, query: Parameters<typeof fetchFullNames>[0]) =>
  fetchFullNames(query, { signal }),
);
