import { apiFetch } from '@bc/shared';
import type { PetShort } from '@bc/shared/contracts';

/** `GET /api/pets/short/{id}`: a pet's name, sex and birth date, for a parent chosen by a link (404: none, or not visible). */
export function getPetShort(id: number, signal?: AbortSignal): Promise<PetShort> {
  return apiFetch<PetShort>(`/pets/short/${id}`, { signal });
}
