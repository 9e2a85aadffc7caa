import { apiFetch } from '@bc/shared';
import type { DeleteAccountBody, OkResponse } from '@bc/shared/contracts';

/** `POST /api/user/delete` {password}: deletes the signed-in member's own account. */
export function deleteAccount(body: DeleteAccountBody): Promise<OkResponse> {
  return apiFetch<OkResponse>('/user/delete', { method: 'POST', body });
}
