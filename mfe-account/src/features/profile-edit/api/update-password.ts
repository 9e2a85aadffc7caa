import { apiFetch } from '@bc/shared';
import type { OkResponse, UpdatePasswordBody } from '@bc/shared/contracts';

/** `POST /api/user/update-password` {password, currentPassword, id: userId}: sets a member's password while signed in. */
export function updatePassword(body: UpdatePasswordBody & { id: number }): Promise<OkResponse> {
  return apiFetch<OkResponse>('/user/update-password', { method: 'POST', body });
}
