import type { AuthResponse } from '@bc/shared/contracts';
import { forbidden, unauthorized } from '../../lib/http-error';
import { successorToken } from '../../lib/tokens';
import type { Data } from '../data';
import { REFRESH_TOKEN_TTL_MS } from './data/sessions';
import type { UserRow } from './data/users';
import { banRefusal, isBanActive } from './bans';
import type { AccountsDeps } from './deps';
import { toCurrentUser } from './profiles';

/** Where a session is opened from (kept with the session). */
export interface Client {
  ip?: string;
  userAgent?: string;
}

/** How long a rotated refresh token still answers its successor (two tabs of one browser refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;
/** Most successors followed within the grace window (a tab that refreshed several times meanwhile). */
const GRACE_HOPS = 5;

/**
 * A sign-in as the service hands it to its route: the answer, and the refresh token with its lifetime, which the route
 * sets as the HttpOnly `rt` cookie (never in the body).
 */
export interface SignedIn {
  answer: AuthResponse;
  refreshToken: string;
  /** Seconds the refresh token (and so its cookie) lasts. */
  refreshMaxAge: number;
}

async function signedIn(deps: AccountsDeps, user: UserRow, sessionId: string, refreshToken: string): Promise<SignedIn> {
  const accessToken = await deps.jwt.sign({ userId: user.id, sessionId });
  return {
    answer: { user: toCurrentUser(user), accessToken, expiresIn: deps.jwt.ttlSeconds },
    refreshToken,
    refreshMaxAge: REFRESH_TOKEN_TTL_MS / 1000,
  };
}

/** Opens a session for a user who proved who they are: an access token and the first refresh token. */
export async function startSession(deps: AccountsDeps, tx: Data, user: UserRow, client: Client): Promise<SignedIn> {
  const sessionId = await tx.sessions.create(user.id, client);
  return signedIn(deps, user, sessionId, await tx.sessions.issueRefreshToken(sessionId));
}

/**
 * The refresh token in use after `token`, which was rotated already: its successors are followed while each was
 * rotated less than REFRESH_GRACE_MS ago (a second tab sent the same token a moment after the first). Null when the
 * token was rotated longer ago, or its session ended: a reuse.
 */
async function successorInUse(deps: AccountsDeps, tx: Data, token: string): Promise<string | null> {
  let current = token;
  for (let hop = 0; hop <= GRACE_HOPS; hop += 1) {
    const row = await tx.sessions.findRefreshToken(current);
    if (!row || row.revokedAt || row.sessionRevokedAt) return null;
    if (!row.rotatedAt) return hop === 0 ? null : current;
    if (Date.now() - row.rotatedAt.getTime() > REFRESH_GRACE_MS) return null;
    current = successorToken(deps.tokenSecret, current);
  }
  return null;
}

/** Signing in and out, and the refresh of a session's tokens. */
export function sessionOperations(deps: AccountsDeps) {
  const { data } = deps;
  return {
    async login(email: string, password: string, client: Client): Promise<SignedIn> {
      const user = await data.users.byEmail(email);
      const valid = await deps.passwords.verify(user?.passwordHash, password);
      if (!user || !valid || user.deletedAt) throw unauthorized('Wrong email or password', 'invalid_credentials');
      if (isBanActive(user, deps.now())) throw banRefusal(user, deps.contactEmail);
      if (!user.isActive) {
        throw forbidden('This account is not activated yet; open the link in the email we sent you', 'not_activated');
      }
      return data.transaction((tx) => startSession(deps, tx, user, client));
    },

    /**
     * Exchanges a refresh token for a new pair; its successor is derived from it (`successorToken`). A token sent again
     * within REFRESH_GRACE_MS of its rotation (two tabs refreshing at once) answers the same successor. Later, it means
     * the token leaked: the whole session (every token of its family) is revoked and the caller must sign in again.
     */
    async refresh(refreshToken: string | undefined): Promise<SignedIn> {
      if (!refreshToken) throw unauthorized('No refresh token was sent; please sign in again', 'invalid_refresh_token');
      const outcome = await data.transaction(async (tx) => {
        const token = await tx.sessions.findRefreshToken(refreshToken);
        if (!token) return { error: unauthorized('The refresh token is invalid', 'invalid_refresh_token') };
        // A ban ends the member's sessions: their refresh still answers the ban, so the browser shows the 403 page.
        const owner = await tx.users.byId(token.userId);
        if (owner && isBanActive(owner, deps.now())) return { error: banRefusal(owner, deps.contactEmail) };
        if (token.sessionRevokedAt || token.revokedAt) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
        if (token.expiresAt <= new Date()) return { error: unauthorized('The refresh token has expired; please sign in again', 'refresh_token_expired') };
        let next: string;
        if (await tx.sessions.claimRefreshToken(token.id)) {
          next = await tx.sessions.issueRefreshToken(token.sessionId, successorToken(deps.tokenSecret, refreshToken));
        } else {
          const inUse = await successorInUse(deps, tx, refreshToken);
          if (!inUse) {
            await tx.sessions.revoke(token.sessionId);
            return { error: unauthorized('The refresh token was already used; the session has been ended for safety', 'refresh_token_reused') };
          }
          next = inUse;
        }
        const user = owner;
        if (!user || user.deletedAt || !user.isActive) return { error: unauthorized('The session has ended; please sign in again', 'session_ended') };
        await tx.sessions.touch(token.sessionId);
        return { result: await signedIn(deps, user, token.sessionId, next) };
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
