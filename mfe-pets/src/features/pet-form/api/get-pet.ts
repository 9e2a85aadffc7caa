import { apiFetch } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';

/** `GET /api/pets/{id}`: the pet to edit (its `permissions.canEdit` says whether I may). */
export function getPet(id: number): Promise<PetDetail> {
  return apiFetch<PetDetail>(`/pets/${id}`);
}
