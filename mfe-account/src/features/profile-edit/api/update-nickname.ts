import { apiFetch } from '@bc/shared';
import type { CurrentUser, UpdateNicknameBody } from '@bc/shared/contracts';

/** `POST /api/user/update-nickname` {nickname, userId?}: the own nickname, or (moderators) a member's. */
export function updateNickname(body: UpdateNicknameBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/user/update-nickname', { method: 'POST', body });
}
