import { apiFetch } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';

/** `GET /api/pets/{id}`: everything the overview shows, with my like, my note and my permissions. */
export function getPet(id: number): Promise<PetDetail> {
  return apiFetch<PetDetail>(`/pets/${id}`);
}
