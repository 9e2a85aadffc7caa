import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PetDetail } from '@bc/shared/contracts';
import { buildApp } from '../../src/app';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { type Db, listedLiteral, shapedRows } from '../../src/db/client';
import { PgliteWorker } from '../../src/db/pglite-worker';
import { TEST_JWT_SECRET } from '../helpers/build';
import { loadConfig } from '../../src/config/env';
import { createCast } from '../helpers/users';

/**
 * PGlite in its own thread, as the server runs it (the rest of the suite uses in-process clones): calls, errors,
 * transactions, notifications, and the app on top of it. The PostgreSQL pass skips this file.
 */
const onPostgres = Boolean(process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:');

describe.skipIf(onPostgres)('PgliteWorker', () => {
  let worker: PgliteWorker;
  beforeAll(async () => {
    worker = await PgliteWorker.start(null);
    await worker.exec('create table t (id int primary key, at timestamptz, day date, doc jsonb)');
  });
  afterAll(async () => worker?.close());

  it('answers queries with parameters, in object or array rows, with dates as text (as drizzle expects)', async () => {
    await worker.query('insert into t values ($1, $2, $3, $4)', [1, '2024-05-06T07:08:09Z', '2024-05-06', { a: [1, 2] }]);
    const { rows } = await worker.query<{ id: number; at: string; day: string; doc: unknown }>('select * from t where id = $1', [1]);
    expect(rows).toEqual([{ id: 1, at: '2024-05-06 07:08:09+00', day: '2024-05-06', doc: { a: [1, 2] } }]);
    expect((await worker.query('select id, day from t', [], { rowMode: 'array' })).rows).toEqual([[1, '2024-05-06']]);
  });

  it('runs prepared statements by name with integer, boolean, null, text and integer-array values, concurrently, and refuses others', async () => {
    await worker.query('insert into t (id) values (21), (22), (23)');
    const text = 'select id from t where (id = any($1::int[]) or id = $2::int) and ($3::boolean or id > 21) order by id';
    const runs = await Promise.all([
      worker.prepared<{ id: number }>('t_ids', text, [[21, 22], null, true]),
      worker.prepared<{ id: number }>('t_ids', text, [[21, 22], 23, false]),
    ]);
    expect(runs.map((r) => r.rows.map((row) => row.id))).toEqual([[21, 22], [22, 23]]);
    // A text value is one literal: an attempt to break out of it is only a malformed array for $1.
    await expect(worker.prepared('t_ids', text, ["{1}'); drop table t; --", null, true])).rejects.toThrow(/malformed array literal/);
    await expect(worker.prepared('t_ids', text, [{ id: 1 }, null, true])).rejects.toThrow(/integer, a boolean, null, text/);
    await expect(worker.prepared('t_text', 'select $1::text as v', ['a\0b'])).rejects.toThrow(/cannot hold a NUL/);
    const texts = ["O'Brien", "''", "\\' or 1=1 --", '\\x00', 'Мэй Линь 犬 ñ', `a${'\''.repeat(50)}b`, '$1 $$ $tag$'];
    for (const value of texts) expect((await worker.prepared<{ v: string }>('t_text', 'select $1::text as v', [value])).rows[0].v).toBe(value);
    await expect(worker.prepared('t ids; drop table t', text, [[1], null, true])).rejects.toThrow(/Not a statement name/);
    expect((await worker.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBeGreaterThan(0);
    await worker.query('delete from t where id in (21, 22, 23)');
  });

  it('runs the prepared reads asked together in one call of PGlite, and gives each its own answer when one fails', async () => {
    await worker.query('insert into t (id) values (51), (52), (53)');
    const byId = 'select id, now()::text as at from t where id = $1::int';
    // One call: one implicit transaction, so one now() for all (separate calls each have their own).
    const together = await Promise.all([51, 52, 53, 99].map((id) => worker.prepared<{ id: number; at: string }>('t_batch', byId, [id])));
    expect(together.map((r) => r.rows.map((row) => row.id))).toEqual([[51], [52], [53], []]);
    expect(new Set(together.flatMap((r) => r.rows.map((row) => row.at))).size).toBe(1);
    const mode = async () => (await worker.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode;
    const mixed = await Promise.allSettled([
      worker.prepared<{ id: number }>('t_batch', byId, [51]),
      worker.prepared('t_batch_fails', 'select 1 / ($1::int - 1) as x', [1]),
      worker.prepared<{ id: number }>('t_batch', byId, [52], { generic: true }),
      worker.prepared('t batch; drop table t', byId, [51]),
      worker.prepared('t_batch', byId, [{ id: 1 }]),
      worker.prepared<{ id: number }>('t_batch', byId, [53]),
    ]);
    expect(mixed.map((m) => (m.status === 'fulfilled' ? (m.value.rows as { id: number }[]).map((row) => row.id) : (m.reason as Error).message))).toEqual([
      [51], 'division by zero', [52], 'Not a statement name: t batch; drop table t', expect.stringMatching(/integer, a boolean, null, text/), [53],
    ]);
    expect(await mode()).toBe('auto');
    await worker.query('delete from t where id in (51, 52, 53)');
  });

  it('rejects with Postgres\'s error fields (code, constraint, detail)', async () => {
    const error = await worker.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey', message: expect.stringContaining('duplicate key') });
  });

  it('shapedRows: a statement per filter shape, prepared when its values allow (in a transaction too), unprepared otherwise; listed values only', async () => {
    const db = drizzlePglite({ client: worker as unknown as PGlite }) as unknown as Db;
    await worker.query('insert into t (id, doc) values (31, \'{"k": "a"}\'), (32, \'{"k": "b"}\')');
    const prepared = async () => (await worker.query<{ name: string }>("select name from pg_prepared_statements where name like 't_shape_%'")).rows.map((r) => r.name);
    const byId = (id: number) => sql`select id from t where id = ${id} and doc->>'k' = ${listedLiteral('a', ['a', 'b'])}`;
    expect(await shapedRows(db, 't_shape', byId(31))).toEqual([{ id: 31 }]);
    expect(await shapedRows(db, 't_shape', byId(32))).toEqual([]);
    expect(await prepared()).toHaveLength(1);
    expect(await shapedRows(db, 't_shape', sql`select id from t where doc->>'k' = ${'b'}`)).toEqual([{ id: 32 }]);
    expect(await prepared()).toHaveLength(2);
    // In a transaction, on its handle: it sees the transaction's own rows.
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id, doc) values (33, '{"k": "a"}')`);
      return shapedRows(tx, 't_shape', byId(33));
    });
    expect(inside).toEqual([{ id: 33 }]);
    // A date cannot be written into an EXECUTE: that statement runs as a plain one.
    expect(await shapedRows(db, 't_shape', sql`select id from t where ${new Date('2024-01-01T00:00:00Z')}::timestamptz < now() and id = ${31}`)).toEqual([{ id: 31 }]);
    expect(await prepared()).toHaveLength(2);
    expect(() => listedLiteral("a' or true --", ['a', 'b'])).toThrow(/Not one of the listed values/);
    await worker.query('delete from t where id in (31, 32, 33)');
  });

  it('runs a prepared statement with its generic plan when asked, and leaves the session as it was, after a failure too', async () => {
    const mode = async () => (await worker.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode;
    await worker.query('insert into t (id) values (41), (42)');
    const text = 'select id from t where id >= $1::int order by id limit $2::int';
    expect((await worker.prepared<{ id: number }>('t_generic', text, [41, 1], { generic: true })).rows).toEqual([{ id: 41 }]);
    expect(await mode()).toBe('auto');
    expect((await worker.prepared<{ id: number }>('t_generic', text, [42, 5], { generic: true })).rows).toEqual([{ id: 42 }]);
    await expect(worker.prepared('t_failing', 'select 1 / ($1::int - 1) as x', [1], { generic: true })).rejects.toThrow(/division by zero/);
    expect(await mode()).toBe('auto');
    await worker.query('delete from t where id in (41, 42)');
  });

  it('commits a transaction whose callback resolves, rolls back one that throws, and keeps other calls out of it', async () => {
    await worker.transaction(async (tx) => {
      await tx.query('insert into t (id) values (10)');
    });
    const order: string[] = [];
    const failed = worker
      .transaction(async (tx) => {
        await tx.query('insert into t (id) values (11)');
        // A call from outside the transaction waits for it: it must not see (or join) the uncommitted row.
        const outside = worker.query<{ n: number }>('select count(*)::int as n from t where id = 11').then(({ rows }) => {
          order.push(`outside saw ${rows[0].n}`);
        });
        await new Promise((done) => setTimeout(done, 50));
        order.push('rolling back');
        throw Object.assign(new Error('changed my mind'), { outside });
      })
      .catch((error: Error & { outside: Promise<void> }) => error);
    const error = await failed;
    await error.outside;
    expect(error.message).toBe('changed my mind');
    expect(order).toEqual(['rolling back', 'outside saw 0']);
    expect((await worker.query('select id from t where id in (10, 11) order by id')).rows).toEqual([{ id: 10 }]);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await worker.listen('news', (payload) => heard.push(payload));
    await worker.query(`select pg_notify('news', 'one')`);
    await unlisten();
    await worker.query(`select pg_notify('news', 'two')`);
    await worker.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('rejects calls once closed', async () => {
    const other = await PgliteWorker.start(null);
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/PGlite thread/);
  });
});

describe.skipIf(onPostgres)('the app on PGlite in its thread', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bc-pglite-thread-app-'));
    // The app opens the database of its configuration itself, as the server does: an in-memory PGlite in a thread.
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:', JWT_SECRET: TEST_JWT_SECRET });
    app = await buildApp({ config, mail: 'memory', rateLimits: false, logger: false, passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes in transactions, refuses a bad write without a trace, and answers concurrent reads', async () => {
    const { member } = await createCast(app);
    const add = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/pets/add', headers: member.headers, payload });
    const sire = await add({ registeredName: 'Thread Sire', sex: 'male', birthDate: '2015-01-01', publishStatus: 'published' });
    expect(sire.statusCode).toBe(201);
    const sireId = (sire.json() as PetDetail).id;
    const pup = await add({ registeredName: 'Thread Pup', sex: 'female', birthDate: '2020-01-01', sireId, publishStatus: 'published' });
    expect(pup.statusCode).toBe(201);
    // A sire born after its pup: the pedigree check refuses it inside the transaction, which is rolled back.
    const late = await add({ registeredName: 'Thread Late', sex: 'female', birthDate: '2010-01-01', sireId, publishStatus: 'published' });
    expect(late.statusCode).toBe(409);
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, n) => app.inject({ url: n % 2 ? `/api/pets/${sireId}` : '/api/pets?q=thread' })),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((reads[0].json() as { total: number }).total).toBe(2);
  });
});
