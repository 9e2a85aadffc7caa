import { type AuthResponse, BAN_MESSAGE } from '@bc/shared/contracts';
import { forbidden, unauthorized } from '../../lib/http-error';
import type { Data } from '../data';
import type { UserRow } from './data/users';
import type { AccountsDeps } from './deps';
import { toCurrentUser } from './profiles';

/** Where a session is opened from (kept with the session). */
export interface Client {
  ip?: string;
  userAgent?: string;
}

/** Opens a session for a user who proved who they are: an access token and the first refresh token. */
export async function startSession(deps: AccountsDeps, tx: Data, user: UserRow, client: Client): Promise<AuthResponse> {
  const sessionId = await tx.sessions.create(user.id, client);
  const refreshToken = await tx.sessions.issueRefreshToken(sessionId);
  const accessToken = await deps.jwt.sign({ userId: user.id, sessionId });
  return { user: toCurrentUser(user), accessToken, refreshToken, expiresIn: deps.jwt.ttlSeconds };
}

/** Signing in and out, and the refresh of a session's tokens. */
export function sessionOperations(deps: AccountsDeps) {
  const { data } = deps;
  return {
    async login(email: string, password: string, client: Client): Promise<AuthResponse> {
      const user = await data.users.byEmail(email);
      const valid = await deps.passwords.verify(user?.passwordHash, password);
      if (!user || !valid || user.deletedAt) throw unauthorized('Wrong email or password', 'invalid_credentials');
      if (user.isBanned) throw forbidden(BAN_MESSAGE, 'banned');
      if (!user.isActive) {
        throw forbidden('This account is not activated yet; open the link in the email we sent you', 'not_activated');
      }
      return data.transaction((tx) => startSession(deps, tx, user, client));
    },

    /**
     * Exchanges a refresh token for a new pair. A token used twice means it leaked: the whole session
     * (every token of its family) is revoked and the caller must sign in again.
     */
    async refresh(refreshToken: string): Promise<AuthResponse> {
      const outcome = await data.transaction(async (tx) => {
        const token = await tx.sessions.findRefreshToken(refreshToken);
        if (!token) return { error: unauthorized('The refresh token is invalid', 'invalid_refresh_token') };
        if (token.sessionRevokedAt || token.revokedAt) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
        if (token.expiresAt <= new Date()) return { error: unauthorized('The refresh token has expired; please sign in again', 'refresh_token_expired') };
        if (!(await tx.sessions.claimRefreshToken(token.id))) {
          await tx.sessions.revoke(token.sessionId);
          return { error: unauthorized('The refresh token was already used; the session has been ended for safety', 'refresh_token_reused') };
        }
        const user = await tx.users.byId(token.userId);
        if (!user || user.deletedAt || !user.isActive) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
        if (user.isBanned) return { error: forbidden(BAN_MESSAGE, 'banned') };
        await tx.sessions.touch(token.sessionId);
        const next = await tx.sessions.issueRefreshToken(token.sessionId);
        const accessToken = await deps.jwt.sign({ userId: user.id, sessionId: token.sessionId });
        return { result: { user: toCurrentUser(user), accessToken, refreshToken: next, expiresIn: deps.jwt.ttlSeconds } };
      });
      // Errors are returned, not thrown, so that a detected reuse still commits the revocation.
      if ('error' in outcome) throw outcome.error;
      return outcome.result;
    },

    async logout(sessionId: string): Promise<void> {
      await data.sessions.revoke(sessionId);
    },
  };
}
