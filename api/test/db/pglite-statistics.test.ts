import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client';
import { keepStatisticsFresh, refreshStaleTables } from '../../src/db/pglite-statistics';
import { freshDatabase } from '../helpers/database';

/**
 * PGlite has no autovacuum: the server refreshes the statistics of tables that changed (see pglite-statistics.ts).
 * PostgreSQL's own autovacuum could act between two steps, so the PostgreSQL pass skips this file.
 */
const onPostgres = Boolean(process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:');

describe.skipIf(onPostgres)('table statistics on the embedded database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await freshDatabase()));
  afterAll(async () => drop?.());

  const estimate = async () =>
    (await queryRows<{ n: number }>(database.db, sql`select reltuples::int as n from pg_class where relname = 'moderation_actions'`))[0].n;
  const fill = (n: number) => database.db.execute(sql`insert into moderation_actions (action, record_kind, record_id, before, after)
    select 'unban', 'user', g, '{}'::jsonb, '{}'::jsonb from generate_series(1, ${n}) g`);

  it('analyses a table that grew, and then leaves it until it changes by a tenth again', async () => {
    await refreshStaleTables(database.db);
    expect(await refreshStaleTables(database.db)).toEqual([]);
    await fill(5000);
    expect(await refreshStaleTables(database.db)).toContain('moderation_actions');
    expect(await estimate()).toBe(5000);
    expect(await refreshStaleTables(database.db)).toEqual([]);
    await fill(100);
    expect(await refreshStaleTables(database.db)).toEqual([]);
  });

  it('the upkeep refreshes on its timer and waits for a refresh under way when stopped', async () => {
    await fill(5000);
    const refreshed: string[][] = [];
    const upkeep = keepStatisticsFresh(database.db, { firstAfterMs: 1, everyMs: 60_000, onError: (error) => { throw error; }, onRefreshed: (t) => refreshed.push(t) });
    await expect.poll(() => refreshed.length, { timeout: 10_000 }).toBe(1);
    await upkeep.stop();
    expect(refreshed[0]).toContain('moderation_actions');
    expect(await estimate()).toBe(10_100);
  });
});
