import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from '../../helpers/instances';
import { createUser } from '../../helpers/users';

/**
 * Two API instances over one database (one PostgreSQL database with DATABASE_URL, as in CI's second pass; otherwise
 * one in-process PGlite), each with its auth cache on (5 s): a logout or a ban through A is refused by B at once, not
 * after B's cache has expired.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ a, b, close } = await twoInstances({ authCacheTtlMs: 5_000 }));
});
afterAll(async () => close?.());

const me = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ url: '/api/user', headers });

/** The status B answers once it has changed from `from`, and how long that took (ms); fails after `ms`. */
async function bChanges(headers: Record<string, string>, from: number, ms: number): Promise<{ status: number; took: number }> {
  const started = Date.now();
  for (;;) {
    const status = (await me(b, headers)).statusCode;
    if (status !== from) return { status, took: Date.now() - started };
    if (Date.now() - started > ms) return { status, took: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('two API instances and one session', () => {
  it('a logout through A is refused by B at once, though B had the caller in its cache', async () => {
    const user = await createUser(a);
    expect((await me(b, user.headers)).statusCode).toBe(200); // now in B's cache for 5 s
    expect((await a.inject({ url: '/api/user/logout', headers: user.headers })).statusCode).toBe(200);
    const { status, took } = await bChanges(user.headers, 200, 1_500);
    expect(status).toBe(401);
    expect(took).toBeLessThan(1_000);
  });

  it('a ban through A reaches B at once as well', async () => {
    const user = await createUser(a);
    expect((await me(b, user.headers)).statusCode).toBe(200);
    // A ban is a write of the member's row through A's data access (as any change of a member: usersChanged).
    await a.data.users.update(user.user.id, { isBanned: true });
    const { status, took } = await bChanges(user.headers, 200, 1_500);
    expect(status).toBe(403);
    expect(took).toBeLessThan(1_000);
  });
});
