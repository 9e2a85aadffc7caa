import { apiFetch } from '@bc/shared';
import type { Locale } from '@bc/shared';
import type { DiseasesResponse } from '@bc/shared/contracts';

/** `GET /api/pets/all-trees-diseases/{id}/0/0?depth=&locale=`: DNA-test statuses across a pet's tree. */
export function getPetDiseases(
  { id, depth, locale }: { id: number; depth?: number; locale?: Locale },
  signal?: AbortSignal,
): Promise<DiseasesResponse> {
  return apiFetch<DiseasesResponse>(`/pets/all-trees-diseases/${id}/0/0`, { query: { depth, locale }, signal });
}
