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

  it('asks once for a read ahead after 60 % of the TTL, and never beyond the TTL of the last read', () => {
    const cache = createAuthCache({ ttlMs: 1000 });
    cache.set('t', { user, sessionId: 's' }, 60_000, cache.generation, 0);
    expect(cache.get('t', 599)?.refreshDue).toBe(false);
    expect(cache.get('t', 600)?.refreshDue).toBe(true);
    expect(cache.get('t', 700)?.refreshDue).toBe(false);
    expect(cache.get('t', 1000)).toBeUndefined();
    // The read ahead's answer (read at 650) makes the entry last until 1,650 and asks again from 1,250.
    cache.set('t', { user, sessionId: 's' }, 60_000, cache.generation, 650);
    expect(cache.get('t', 1249)?.refreshDue).toBe(false);
    expect(cache.get('t', 1250)?.refreshDue).toBe(true);
    expect(cache.get('t', 1650)).toBeUndefined();
  });

  it('does not read ahead when the token ends before the TTL, and forgets one caller on delete', () => {
    const cache = createAuthCache({ ttlMs: 1000 });
    cache.set('t', { user, sessionId: 's' }, 800, cache.generation, 0);
    expect(cache.get('t', 790)?.refreshDue).toBe(false);
    cache.set('u', { user, sessionId: 's' }, 60_000, cache.generation, 0);
    cache.delete('u');
    expect(cache.get('u', 1)).toBeUndefined();
  });

  it('can be turned off', () => {
    const cache = createAuthCache({ ttlMs: 0 });
    cache.set('t', { user, sessionId: 's' }, Date.now() + 60_000, cache.generation);
    expect(cache.get('t')).toBeUndefined();
  });
});
