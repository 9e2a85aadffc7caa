import { apiFetch } from '@bc/shared';
import type { PublicProfile } from '@bc/shared/contracts';

/** `GET /api/user/nickname/{nickname}/show`: what anyone may see of a member (404 when there is none). */
export function getProfile(nickname: string): Promise<PublicProfile> {
  return apiFetch<PublicProfile>(`/user/nickname/${encodeURIComponent(nickname)}/show`);
}
