import { apiFetch } from '@bc/shared';
import type { Locale } from '@bc/shared';
import type { DiseasesResponse } from '@bc/shared/contracts';

/** `GET /api/pets/all-trees-diseases/0/{sireId}/{damId}?depth=&locale=`: expected DNA-test results of a test mating. */
export function getMatingDiseases(
  { sireId, damId, depth, locale }: { sireId: number; damId: number; depth?: number; locale?: Locale },
  signal?: AbortSignal,
): Promise<DiseasesResponse> {
  return apiFetch<DiseasesResponse>(`/pets/all-trees-diseases/0/${sireId}/${damId}`, { query: { depth, locale }, signal });
}
