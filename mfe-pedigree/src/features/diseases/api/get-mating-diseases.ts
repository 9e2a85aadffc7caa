import { callApi, type Locale } from '@bc/shared';
import { pedigreeEndpoints } from '@bc/shared/contracts';

/** `GET /api/pets/all-trees-diseases/0/{sireId}/{damId}?depth=&locale=`: expected DNA-test results of a test mating. */
export function getMatingDiseases(
  { sireId, damId, depth, locale }: { sireId: number; damId: number; depth?: number; locale?: Locale },
  signal?: AbortSignal,
) {
  return callApi(pedigreeEndpoints.diseases, { params: { id: 0, sireId, damId }, query: { depth, locale } }, { signal });
}
