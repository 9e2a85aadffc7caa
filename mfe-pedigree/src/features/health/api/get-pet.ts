import { apiFetch } from '@bc/shared';
import type { PetDetail } from '@bc/shared/contracts';

/** `GET /api/pets/{id}`: the pet as its page shows it; the genetics tab reads its health and DNA results. */
export function getPet(id: number, signal?: AbortSignal): Promise<PetDetail> {
  return apiFetch<PetDetail>(`/pets/${id}`, { signal });
}
