import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../src/domains/accounts/data/users';
import { createAuthCache } from '../../../src/plugins/app/auth-cache';

const user = { id: 1 } as UserRow;

describe('auth cache', () => {
  it('remembers a caller until the TTL or the token expiry, whichever comes first', () => {
    const cache = createAuthCache({ ttlMs: 1000 });
    cache.set('t', { user, sessionId: 's' }, 10_000, cache.generation, 0);
    expect(cache.get('t', 999)?.user).toBe(user);
    expect(cache.get('t', 1000)).toBeUndefined();
    cache.set('u', { user, sessionId: 's' }, 500, cache.generation, 0);
    expect(cache.get('u', 499)).toBeDefined();
    expect(cache.get('u', 500)).toBeUndefined();
  });

  it('forgets everything on invalidate, and ignores values read before a write', () => {
    const cache = createAuthCache();
    cache.set('t', { user, sessionId: 's' }, Date.now() + 60_000, cache.generation);
    const before = cache.generation;
    cache.invalidate();
    expect(cache.get('t')).toBeUndefined();
    cache.set('t', { user, sessionId: 's' }, Date.now() + 60_000, before);
    expect(cache.get('t')).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = createAuthCache({ maxEntries: 2 });
    for (const token of ['a', 'b', 'c']) cache.set(token, { user, sessionId: 's' }, Date.now() + 60_000, cache.generation);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('can be turned off', () => {
    const cache = createAuthCache({ ttlMs: 0 });
    cache.set('t', { user, sessionId: 's' }, Date.now() + 60_000, cache.generation);
    expect(cache.get('t')).toBeUndefined();
  });
});
