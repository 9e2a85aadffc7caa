import { apiFetch } from '@bc/shared';
import type { LikeResponse } from '@bc/shared/contracts';

/** `GET /api/pets/{id}/like`: toggles my like; answers the new state and the count. */
export function toggleLike(id: number): Promise<LikeResponse> {
  return apiFetch<LikeResponse>(`/pets/${id}/like`);
}
