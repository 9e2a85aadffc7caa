import { saveTokens, type SessionUser } from '@bc/shared';
import type { AuthResponse } from '@bc/shared/contracts';

/** Stores the token pair of a sign-in answer (cookies `at`/`rt`, 365 days) and returns its member. */
export function storeSession(reply: AuthResponse): SessionUser {
  saveTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
  return reply.user;
}
