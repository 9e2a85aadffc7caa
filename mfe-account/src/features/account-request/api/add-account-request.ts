import type { AddAccountRequestBody, OkResponse } from '@bc/shared/contracts';
import { apiFetchRateLimited } from '../../../lib/rate-limit';

/** `POST /api/users/add-account-request` {userId, info, email, locale}: asks moderators to hand over or connect an account. */
export function addAccountRequest(body: AddAccountRequestBody): Promise<OkResponse> {
  return apiFetchRateLimited<OkResponse>('/users/add-account-request', { method: 'POST', body });
}
