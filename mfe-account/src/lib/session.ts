import { saveTokens, type SessionUser } from '@bc/shared';
import type { AuthResponse } from '@bc/shared/contracts';

/**
 * Stores the access token of a sign-in answer (cookie `at`; the API has set the refresh token as its HttpOnly `rt`
 * cookie) and returns its member.
 */
export function storeSession(reply: AuthResponse): SessionUser {
  saveTokens({ accessToken: reply.accessToken });
  return reply.user;
}
