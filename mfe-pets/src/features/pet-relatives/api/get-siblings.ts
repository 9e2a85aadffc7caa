import { apiFetch } from '@bc/shared';
import type { SiblingsResponse } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/siblings`: full siblings, half siblings by sire and by dam. */
export function getSiblings(id: number): Promise<SiblingsResponse> {
  return apiFetch<SiblingsResponse>(`/pets/${id}/siblings`);
}
