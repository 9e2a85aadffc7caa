import { apiFetchRateLimited } from '../../../lib/rate-limit';
import type { AuthResponse, LoginBody } from './types';

/** `POST /api/user/login` → the member and a token pair. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return apiFetchRateLimited<AuthResponse>('/user/login', { method: 'POST', body });
}
