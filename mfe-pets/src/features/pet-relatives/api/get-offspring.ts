import { apiFetch } from '@bc/shared';
import type { OffspringResponse } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/breed`: offspring by litter (partner and birth date) and by partner. */
export function getOffspring(id: number): Promise<OffspringResponse> {
  return apiFetch<OffspringResponse>(`/pets/${id}/breed`);
}
