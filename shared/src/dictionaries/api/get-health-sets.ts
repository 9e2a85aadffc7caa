import { callApi, type CallOptions } from '../../api/call-api';
import { dictionaryEndpoints } from '../../contracts/dictionaries/endpoints';

/**
 * `GET /api/dictionaries/health`: the option sets of every health result (DNA tests, hips, elbows, eyes…) with the
 * names of tests and results. mfe-pets (form, search filters) and mfe-pedigree (genetics) read it.
 */
export const getHealthSets = (options?: CallOptions) => callApi(dictionaryEndpoints.health, undefined, options);
