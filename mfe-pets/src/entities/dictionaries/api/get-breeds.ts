import { apiFetch } from '@bc/shared';
import type { BreedsResponse } from '@bc/shared/contracts';

/** `GET /api/dictionaries/breeds`: breeds, border collie first. */
export function getBreeds(): Promise<BreedsResponse> {
  return apiFetch<BreedsResponse>('/dictionaries/breeds');
}
