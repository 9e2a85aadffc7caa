import { callApi, type CallOptions } from '../../api/call-api';
import type { QueryOf } from '../../contracts/call-types';
import { dictionaryEndpoints } from '../../contracts/dictionaries/endpoints';

/**
 * `GET /api/dictionaries/full-names?query&sex&limit`: registered names with id, sex and birth year, for the parent
 * pickers of mfe-pets and mfe-matings.
 */
export const searchFullNames = (query: QueryOf<typeof dictionaryEndpoints.fullNames>, options?: CallOptions) =>
  callApi(dictionaryEndpoints.fullNames, { query }, options);
