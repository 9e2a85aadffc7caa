import { apiFetch } from '@bc/shared';
import type { PetDetail, PetInput } from '@bc/shared/contracts';

/** `POST /api/pets/{id}/save`: replaces every editable field (lists included) of a pet I may edit. */
export function savePet(id: number, body: PetInput): Promise<PetDetail> {
  return apiFetch<PetDetail>(`/pets/${id}/save`, { method: 'POST', body });
}
