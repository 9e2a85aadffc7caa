import { apiFetch } from '@bc/shared';
import type { CurrentUser, UpdateNicknameBody } from '@bc/shared/contracts';

/** `POST /api/user/update-nickname` {nickname}: changes the signed-in member's own nickname. */
export function updateNickname(body: UpdateNicknameBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/user/update-nickname', { method: 'POST', body });
}
