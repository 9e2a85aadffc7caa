import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../../db/client';
import type { DatabaseConfig } from '../../config/env';

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
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
