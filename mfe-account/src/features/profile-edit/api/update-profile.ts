import { apiFetch } from '@bc/shared';
import type { CurrentUser, UpdateProfileBody } from '@bc/shared/contracts';

/** `POST /api/user/update`: saves profile fields (own; a moderator passes `userId`) → the updated member. */
export function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/user/update', { method: 'POST', body });
}
