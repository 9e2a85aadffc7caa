import { apiFetch } from '@bc/shared';
import type { PetShort } from '@bc/shared/contracts';

/** `GET /api/pets/short/{id}`: the pet's name and status for the pet page's heading (404: none, or not visible). */
export function getPetShort(id: number): Promise<PetShort> {
  return apiFetch<PetShort>(`/pets/short/${id}`);
}
