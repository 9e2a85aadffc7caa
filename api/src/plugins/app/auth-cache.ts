import type { UserRow } from '../../domains/accounts/data/users';

export interface CachedAuth {
  user: UserRow;
  sessionId: string;
}

interface Entry extends CachedAuth {
  /** Epoch ms after which the entry is not used (min of TTL and the token's own expiry). */
  validUntil: number;
  /** Epoch ms from which a use asks for the entry to be read again (see `get`). */
  refreshFrom: number;
  tokenExpiresAtMs: number;
  generation: number;
}

/** A remembered caller, and whether it is time to read it again in the background. */
export interface CacheHit extends CachedAuth {
  refreshDue: boolean;
  tokenExpiresAtMs: number;
}

/**
 * Remembers, per access token, the user of its live session for a few seconds, so that a signed-in call
 * does not verify the JWT and read the database every time. Any write to users or sessions (the events
 * `usersChanged` and `sessionsEnded`) bumps the generation, which drops every entry at once (logout, ban, profile
 * edits take effect immediately in this process; the TTL bounds what another API process may still see).
 *
 * Read ahead: once 60 % of an entry's TTL has passed, a use answers `refreshDue` (once per entry until it is set
 * again), and the caller reads it again in the background. A caller who keeps calling is never read while they wait
 * (without it, every entry of a busy moment expired together, and their calls queued on the database at once), and
 * no entry is used beyond its TTL from its own read.
 */
export function createAuthCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    get(token: string, now = Date.now()): CacheHit | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.generation !== generation || entry.validUntil <= now) {
        entries.delete(token);
        return undefined;
      }
      const refreshDue = entry.refreshFrom <= now;
      if (refreshDue) entry.refreshFrom = Infinity;
      return { user: entry.user, sessionId: entry.sessionId, refreshDue, tokenExpiresAtMs: entry.tokenExpiresAtMs };
    },
    set(token: string, value: CachedAuth, tokenExpiresAtMs: number, generationAtRead: number, now = Date.now()): void {
      // A write that happened while the database was being read makes this value stale: do not keep it.
      if (ttlMs <= 0 || generationAtRead !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const validUntil = Math.min(now + ttlMs, tokenExpiresAtMs);
      // Not read ahead when the token itself ends first: a new read would not make the entry last longer.
      const refreshFrom = validUntil < tokenExpiresAtMs ? now + ttlMs * 0.6 : Infinity;
      entries.set(token, { user: value.user, sessionId: value.sessionId, validUntil, refreshFrom, tokenExpiresAtMs, generation });
    },
    /** Forgets one caller (their session ended or changed, seen by a read ahead). */
    delete(token: string): void {
      entries.delete(token);
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
