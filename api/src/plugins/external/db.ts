import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../../db/client';
import type { DatabaseConfig } from '../../config/env';
import { keepStatisticsFresh } from '../../db/pglite-statistics';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DbPluginOptions {
  /** Opened by the caller (tests); otherwise opened here from `config` and closed with the app. */
  database?: Database;
  config: DatabaseConfig;
  /** Apply migrations at start (default true). */
  migrate?: boolean;
  /** Close a database given by the caller when the app closes (default false). */
  closeGivenDatabase?: boolean;
}

/** PGlite (embedded, default) or PostgreSQL (DATABASE_URL), both through drizzle, migrated at start. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const database =
      options.database ??
      (await openDatabase(options.config, {
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
      }));
    const owned = !options.database || options.closeGivenDatabase === true;
    if (options.migrate !== false) await database.migrate();
    app.decorate('database', database);
    app.decorate('db', database.db);
    // The embedded database has no autovacuum: the server's own PGlite keeps its statistics fresh (pglite-statistics.ts).
    // A database given by the caller (tests, the bench) is left as it is.
    const upkeep = !options.database && database.kind === 'pglite'
      ? keepStatisticsFresh(database.db, {
        firstAfterMs: 10_000,
        everyMs: 10 * 60_000,
        onError: (error) => app.log.warn({ err: error }, 'refreshing table statistics failed'),
        onRefreshed: (tables) => app.log.info({ tables }, 'table statistics refreshed'),
      })
      : undefined;
    app.addHook('onClose', async () => {
      await upkeep?.stop();
      if (owned) await database.close();
    });
  },
  { name: 'db' },
);
