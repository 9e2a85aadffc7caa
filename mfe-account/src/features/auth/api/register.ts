import type { OkResponse } from '@bc/shared/contracts';
import { apiFetchRateLimited } from '../../../lib/rate-limit';
import type { RegistrationBody } from './types';

/** `POST /api/user/registration`: creates the account and sends the activation email (201 `{ ok }`). */
export function register(body: RegistrationBody): Promise<OkResponse> {
  return apiFetchRateLimited<OkResponse>('/user/registration', { method: 'POST', body });
}
