import type { UserRow } from '../../domains/accounts/data/users';

export interface CachedAuth {
  user: UserRow;
  sessionId: string;
}

interface Entry extends CachedAuth {
  /** Epoch ms after which the entry is not used (min of TTL and the token's own expiry). */
  validUntil: number;
  generation: number;
}

/**
 * Remembers, per access token, the user of its live session for a few seconds, so that a signed-in call
 * does not verify the JWT and read the database every time. Any write to users or sessions (the events
 * `usersChanged` and `sessionsEnded`) bumps the generation, which drops every entry at once (logout, ban, profile
 * edits take effect immediately in this process; the TTL bounds what another API process may still see).
 */
export function createAuthCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    get(token: string, now = Date.now()): CachedAuth | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.generation !== generation || entry.validUntil <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry;
    },
    set(token: string, value: CachedAuth, tokenExpiresAtMs: number, generationAtRead: number, now = Date.now()): void {
      // A write that happened while the database was being read makes this value stale: do not keep it.
      if (ttlMs <= 0 || generationAtRead !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { ...value, validUntil: Math.min(now + ttlMs, tokenExpiresAtMs), generation });
    },
    /** The generation to pass back to `set` (read it before reading the database). */
    get generation() {
      return generation;
    },
    /** Users or sessions changed: forget everything. */
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}
export type AuthCache = ReturnType<typeof createAuthCache>;
