import { and, eq, isNull, ne } from 'drizzle-orm';
import { type DbOrTx, preparedRows } from '../../../db/client';
import { rowFromJson } from '../../../db/json-row';
import { refreshTokens, sessions, users } from '../../../db/schema';
import { UUID } from '../../../lib/jwt';
import { hashToken, randomToken } from '../../../lib/tokens';
import type { Emit } from '../../events';
import type { UserRow } from './users';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** $1: session ids, comma-separated (one text parameter, so the statement stays prepared on PGlite's thread too). */
const ACTIVE_USERS_SQL = `select s.id::text as session_id, to_json(u)::text as "user"
  from sessions s join users u on u.id = s.user_id
  where s.id = any(string_to_array($1, ',')::uuid[]) and s.revoked_at is null`;
const userFromJson = rowFromJson(users);

/** Sessions (refresh-token families) and their rotating refresh tokens; a revocation tells `sessionsEnded`. */
export function sessionsRepository(db: DbOrTx, emit: Emit) {
  return {
    async create(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const [row] = await db
        .insert(sessions)
        .values({ userId, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null })
        .returning({ id: sessions.id });
      return row.id;
    },

    /** Stores a session's next refresh token (a random one, or the successor of the one being rotated). */
    async issueRefreshToken(sessionId: string, token = randomToken()): Promise<string> {
      await db
        .insert(refreshTokens)
        .values({ sessionId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) });
      return token;
    },

    async findRefreshToken(token: string): Promise<(RefreshTokenRow & { sessionRevokedAt: Date | null; userId: number }) | undefined> {
      const [row] = await db
        .select({ token: refreshTokens, sessionRevokedAt: sessions.revokedAt, userId: sessions.userId })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row && { ...row.token, sessionRevokedAt: row.sessionRevokedAt, userId: row.userId };
    },

    /** Marks a refresh token used; false when it was already used (a reuse, or a concurrent refresh). */
    async claimRefreshToken(id: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async touch(sessionId: string): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** Revokes a session and every refresh token of its family. */
    async revoke(sessionId: string): Promise<void> {
      const now = new Date();
      await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
      emit('sessionsEnded', { ids: [sessionId] });
    },

    /** Revokes all sessions of a user, optionally keeping one (the caller's). */
    async revokeAllOfUser(userId: number, keepSessionId?: string): Promise<void> {
      const live = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
      for (const { id } of live) await this.revoke(id);
    },

    /**
     * The users of live sessions, by session id (the access-token check, for the calls of one moment together: see
     * the auth plugin). One prepared statement whatever the number of sessions; a revoked or unknown one is absent.
     */
    async activeUsers(sessionIds: string[]): Promise<Map<string, UserRow>> {
      if (sessionIds.some((id) => !UUID.test(id))) throw new Error('activeUsers: a session id is not a UUID');
      const rows = await preparedRows<{ session_id: string; user: string }>(db, 'active_users', ACTIVE_USERS_SQL, [sessionIds.join(',')]);
      return new Map(rows.map((row) => [row.session_id, userFromJson(row.user)]));
    },
  };
}
