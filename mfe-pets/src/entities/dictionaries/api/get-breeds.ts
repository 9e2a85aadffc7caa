import { callApi } from '@bc/shared';
import { dictionaryEndpoints } from '@bc/shared/contracts';

/** `GET /api/dictionaries/breeds`: breeds, border collie first. */
export const getBreeds = () => callApi(dictionaryEndpoints.breeds);
