import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BAN_MESSAGE, type AuthResponse } from '@bc/shared/contracts';
import { forbidden, unauthorized } from '../lib/http-error';
import type { Data } from '../domains/data';
import type { UserRow } from '../repositories/users';
import { toCurrentUser } from '../views/user';

/** Opens a session for a user who proved who they are: an access token and the first refresh token. */
export async function startSession(app: FastifyInstance, repos: Data, user: UserRow, request: FastifyRequest): Promise<AuthResponse> {
  const sessionId = await repos.sessions.create(user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
  const refreshToken = await repos.sessions.issueRefreshToken(sessionId);
  const accessToken = await app.jwt.sign({ userId: user.id, sessionId });
  return { user: toCurrentUser(user), accessToken, refreshToken, expiresIn: app.jwt.ttlSeconds };
}

/**
 * Exchanges a refresh token for a new pair. A token used twice means it leaked: the whole session
 * (every token of its family) is revoked and the caller must sign in again.
 */
export async function rotateSession(app: FastifyInstance, refreshToken: string): Promise<AuthResponse> {
  const outcome = await app.data.transaction(async (repos) => {
    const token = await repos.sessions.findRefreshToken(refreshToken);
    if (!token) return { error: unauthorized('The refresh token is invalid', 'invalid_refresh_token') };
    if (token.sessionRevokedAt || token.revokedAt) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
    if (token.expiresAt <= new Date()) return { error: unauthorized('The refresh token has expired; please sign in again', 'refresh_token_expired') };
    if (!(await repos.sessions.claimRefreshToken(token.id))) {
      await repos.sessions.revoke(token.sessionId);
      return { error: unauthorized('The refresh token was already used; the session has been ended for safety', 'refresh_token_reused') };
    }
    const user = await repos.users.byId(token.userId);
    if (!user || user.deletedAt || !user.isActive) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
    if (user.isBanned) return { error: forbidden(BAN_MESSAGE, 'banned') };
    await repos.sessions.touch(token.sessionId);
    const next = await repos.sessions.issueRefreshToken(token.sessionId);
    const accessToken = await app.jwt.sign({ userId: user.id, sessionId: token.sessionId });
    return { result: { user: toCurrentUser(user), accessToken, refreshToken: next, expiresIn: app.jwt.ttlSeconds } };
  });
  // Errors are returned, not thrown, so that a detected reuse still commits the revocation.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}
