import type { OkResponse } from '@bc/shared/contracts';
import { apiFetchRateLimited } from '../../../lib/rate-limit';
import type { RecoverByEmailBody } from './types';

/** `POST /api/user/recover-by-email`: sends a reset link; answers the same whether or not the address is known. */
export function recoverByEmail(body: RecoverByEmailBody): Promise<OkResponse> {
  return apiFetchRateLimited<OkResponse>('/user/recover-by-email', { method: 'POST', body });
}
