import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PetDetail } from '@bc/shared/contracts';
import { buildApp } from '../../src/app';
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

  it('runs prepared statements by name with integer, boolean, null and integer-array values, concurrently, and refuses others', async () => {
    await worker.query('insert into t (id) values (21), (22), (23)');
    const text = 'select id from t where (id = any($1::int[]) or id = $2::int) and ($3::boolean or id > 21) order by id';
    const runs = await Promise.all([
      worker.prepared<{ id: number }>('t_ids', text, [[21, 22], null, true]),
      worker.prepared<{ id: number }>('t_ids', text, [[21, 22], 23, false]),
    ]);
    expect(runs.map((r) => r.rows.map((row) => row.id))).toEqual([[21, 22], [22, 23]]);
    await expect(worker.prepared('t_ids', text, ["1); drop table t; --", null, true])).rejects.toThrow(/integer, a boolean, null/);
    await expect(worker.prepared('t ids; drop table t', text, [[1], null, true])).rejects.toThrow(/Not a statement name/);
    expect((await worker.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n).toBeGreaterThan(0);
    await worker.query('delete from t where id in (21, 22, 23)');
  });

  it('rejects with Postgres\'s error fields (code, constraint, detail)', async () => {
    const error = await worker.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey', message: expect.stringContaining('duplicate key') });
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
