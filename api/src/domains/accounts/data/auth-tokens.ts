import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { authTokens } from '../../../db/schema';
import { hashToken, randomToken } from '../../../lib/tokens';

export type AuthTokenKind = 'activation' | 'reset';
export type AuthTokenRow = typeof authTokens.$inferSelect;

/** One-time email tokens (activation, password reset), stored hashed. */
export function authTokensRepository(db: DbOrTx) {
  return {
    async create(userId: number, kind: AuthTokenKind, ttlMs: number): Promise<string> {
      const token = randomToken();
      await db.insert(authTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
      return token;
    },

    async find(token: string, kind: AuthTokenKind): Promise<AuthTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)))
        .limit(1);
      return row;
    },

    /** Marks a token used; false when another request used it first. */
    async markUsed(id: number): Promise<boolean> {
      const rows = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return rows.length === 1;
    },

    /** Deletes every token of a kind, used or not: their links become unknown (a new activation link replaces older ones). */
    async removeAll(userId: number, kind: AuthTokenKind): Promise<void> {
      await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind)));
    },

    /** Ends every unused token of a kind (a new reset link replaces older ones). */
    async expireAll(userId: number, kind?: AuthTokenKind): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt), kind ? eq(authTokens.kind, kind) : undefined));
    },
  };
}
