import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/**
 * PGlite runs no autovacuum: a table that grew after its last ANALYZE keeps its old statistics, and the planner
 * chooses by them (the audit log, 20,000 entries analysed as empty, was read with a hash join over all of them: 28 ms
 * for a page; analysed, 1 ms). And without VACUUM, the space of updated and deleted rows is never reused. This does
 * what autovacuum would: a table whose size on disk moved by more than a tenth (and 8 pages) from what its last
 * analysis saw, or that was never analysed, is vacuumed and analysed, one table at a time. PGlite keeps no activity
 * counters between starts, so the size is the measure. PostgreSQL has autovacuum; this is for the embedded database.
 */
export async function refreshStaleTables(db: Db): Promise<string[]> {
  const stale = await queryRows<{ name: string }>(db, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and (
      (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 8 + c.relpages / 10)
    order by c.relname`);
  for (const { name } of stale) await db.execute(sql`vacuum analyze ${sql.identifier(name)}`);
  return stale.map(({ name }) => name);
}

export interface StatisticsUpkeep {
  /** Stops the timer and waits for a refresh under way. */
  stop(): Promise<void>;
}

/**
 * Refreshes stale tables shortly after start and then every `everyMs` (a refresh holds the database's one thread:
 * vacuuming and analysing 200,000 dogs takes ~2.6 s, and happens again only once the table has changed by a tenth).
 */
export function keepStatisticsFresh(db: Db, options: { everyMs: number; firstAfterMs: number; onError: (error: unknown) => void; onRefreshed?: (tables: string[]) => void }): StatisticsUpkeep {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const refresh = () => {
    if (stopped) return;
    running = refreshStaleTables(db).then((tables) => { if (tables.length) options.onRefreshed?.(tables); }, options.onError);
  };
  const first = setTimeout(refresh, options.firstAfterMs);
  const every = setInterval(() => running.then(refresh), options.everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
