import { callApi } from '@bc/shared';
import { dictionaryEndpoints } from '@bc/shared/contracts';

/** `GET /api/dictionaries/coats`: coat types with names in every language. */
export const getCoats = () => callApi(dictionaryEndpoints.coats);
