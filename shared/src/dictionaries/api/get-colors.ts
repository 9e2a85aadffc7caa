import { callApi, type CallOptions } from '../../api/call-api';
import { dictionaryEndpoints } from '../../contracts/dictionaries/endpoints';

/** `GET /api/dictionaries/colors`: coat colours with their names in every language. */
export const getColors = (options?: CallOptions) => callApi(dictionaryEndpoints.colors, undefined, options);
