import { callApi, type CallOptions } from '../../api/call-api';
import { dictionaryEndpoints } from '../../contracts/dictionaries/endpoints';

/** `GET /api/dictionaries/countries`: every ISO 3166 country with its name in every language. */
export const getCountries = (options?: CallOptions) => callApi(dictionaryEndpoints.countries, undefined, options);
