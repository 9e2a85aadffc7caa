import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../../../src/app';
import { type Database, openDatabase } from '../../../src/db/client';
import { testConfig } from '../../helpers/build';
import { freshDatabase } from '../../helpers/database';
import { createUser } from '../../helpers/users';

/**
 * Two API instances over one database (one PostgreSQL database with DATABASE_URL, as in CI's second pass; otherwise
 * one in-process PGlite), each with its auth cache on (5 s): a logout or a ban through A is refused by B at once, not
 * after B's cache has expired.
 */
let a: FastifyInstance;
let b: FastifyInstance;
let first: Database;
let second: Database;
let drop: () => Promise<void>;

const options = (database: Database, instanceId: string): AppOptions & { logger: false } => ({
  config: testConfig(), database, migrate: false, mail: 'memory', rateLimits: false,
  passwordHashing: { memoryCost: 1024, timeCost: 1 }, logger: false, instanceId, authCacheTtlMs: 5_000,
});

beforeAll(async () => {
  ({ database: first, drop } = await freshDatabase());
  if (first.kind === 'postgres') {
    const url = (first.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
    second = await openDatabase({ kind: 'postgres', url }, { poolSize: 5 });
  } else {
    second = await openDatabase({ kind: 'pglite-client', client: (first.db as unknown as { $client: PGlite }).$client });
  }
  a = await buildApp(options(first, 'instance-a'));
  b = await buildApp(options(second, 'instance-b'));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (second?.kind === 'postgres') await second.close();
  await drop?.();
});

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
