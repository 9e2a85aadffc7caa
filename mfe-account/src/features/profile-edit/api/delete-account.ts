import { apiFetch } from '@bc/shared';
import type { DeleteAccountBody, OkResponse } from '@bc/shared/contracts';

/** `POST /api/user/delete` {password, userId?}: the own account, or (moderators) a member's, confirmed with one's password. */
export function deleteAccount(body: DeleteAccountBody): Promise<OkResponse> {
  return apiFetch<OkResponse>('/user/delete', { method: 'POST', body });
}
