import { apiFetch } from '@bc/shared';
import type { ActivateBody, AuthResponse } from '@bc/shared/contracts';

/** `POST /api/user/activate` {hash}: activates the account of the emailed link and signs its member in. */
export function activateAccount(body: ActivateBody): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/user/activate', { method: 'POST', body });
}
