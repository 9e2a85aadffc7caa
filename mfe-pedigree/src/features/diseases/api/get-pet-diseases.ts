import { callApi, type Locale } from '@bc/shared';
import { pedigreeEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/all-trees-diseases/{id}/0/0?depth=&locale=`: DNA-test statuses across a pet's tree. */
export function getPetDiseases({ id, depth, locale }: { id: number; depth?: number; locale?: Locale }, signal?: AbortSignal) {
  return callApi(pedigreeEndpoints.diseases, { params: { id, sireId: 0, damId: 0 }, query: { depth, locale } }, { signal });
}
