import type { OkResponse } from '@bc/shared/contracts';
import { apiFetchRateLimited } from '../../../lib/rate-limit';
import type { UpdatePasswordBody } from './types';

/** `POST /api/user/update-password` with the emailed reset token as `id`: sets a new password. */
export function resetPassword(body: UpdatePasswordBody & { id: string }): Promise<OkResponse> {
  return apiFetchRateLimited<OkResponse>('/user/update-password', { method: 'POST', body });
}
