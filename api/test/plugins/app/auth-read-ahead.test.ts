import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { build } from '../../helpers/build';
import { createUser, type TestUser } from '../../helpers/users';

/**
 * The access-token check under load: the live-session reads of calls arriving together are one statement, and a
 * caller who keeps calling is read again in the background before their cache entry ends (TTL 4 s here).
 */
let app: FastifyInstance;
let reads: string[][];

beforeAll(async () => {
  app = await build({ authCacheTtlMs: 4_000 });
  reads = [];
  const activeUsers = app.data.sessions.activeUsers.bind(app.data.sessions);
  app.data.sessions.activeUsers = async (ids) => {
    reads.push(ids);
    return activeUsers(ids);
  };
});
afterAll(async () => app?.close());

const me = (user: TestUser) => app.inject({ url: '/api/user', headers: user.headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the access-token check', () => {
  it('reads the sessions of calls that arrive together in one statement', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    reads.length = 0;
    const answers = await Promise.all(users.map(me));
    expect(answers.map((a) => a.statusCode)).toEqual(users.map(() => 200));
    expect(answers.map((a) => a.json().id)).toEqual(users.map((u) => u.user.id));
    // Each session read once, the calls together (one statement here; under a loaded machine the twelve calls may reach
    // the check over two turns of the event loop, as on PostgreSQL beside the build: never one statement per call).
    expect(new Set(reads.flat()).size).toBe(users.length);
    expect(reads.flat()).toHaveLength(users.length);
    expect(reads.length).toBeLessThanOrEqual(users.length / 4);
  });

  it('reads a caller again ahead of the TTL, without making them wait, and acts on what it finds', async () => {
    const user = await createUser(app);
    const readAt = Date.now();
    expect((await me(user)).statusCode).toBe(200);
    await sleep(300);
    reads.length = 0;
    expect((await me(user)).statusCode).toBe(200); // still fresh: no read
    expect(reads).toEqual([]);
    // The session ends in the database without this instance being told (as if another instance's NOTIFY were lost).
    await queryRows(app.db, sql`update sessions set revoked_at = now() where user_id = ${user.user.id}`);
    expect((await me(user)).statusCode).toBe(200); // within the TTL and not yet due: the cache answers
    await sleep(readAt + 2_500 - Date.now()); // past 60 % of the TTL
    expect((await me(user)).statusCode).toBe(200); // answered from the cache, read again in the background
    for (let i = 0; i < 50 && reads.length === 0; i++) await sleep(20);
    expect(reads).toHaveLength(1);
    // The read found the session ended: the next call is refused, before the entry's own end.
    expect((await me(user)).statusCode).toBe(401);
    expect(Date.now() - readAt).toBeLessThan(4_000);
  });
});
