import { apiFetch } from '@bc/shared';
import type { AddPetBody, PetDetail } from '@bc/shared/contracts';

/** `POST /api/pets/add` → 201 the new pet (409 `data.conflict`: loop, sex, birth-order, registration). */
export function addPet(body: AddPetBody): Promise<PetDetail> {
  return apiFetch<PetDetail>('/pets/add', { method: 'POST', body });
}
