import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env';
import { createMemoryPglite } from './pglite-folder';
import { type PgliteCalls, PgliteWorker, type PreparedOptions } from './pglite-worker';
import { releaseTransactionClients } from './pool-transactions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies the SQL migrations of src/db/migrations (the same files on both drivers). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export { createMemoryPglite };

/** Either an existing PGlite instance (tests pass a clone) or a configuration. */
export type DatabaseSource = DatabaseConfig | { kind: 'pglite-client'; client: PGlite };

export interface OpenOptions {
  poolSize?: number;
  /** Told of a PostgreSQL connection that was lost (server restart, failover, a terminated backend). */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(source: DatabaseSource, options: OpenOptions = {}): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: options.poolSize ?? 20 });
    const lost = options.onConnectionError ?? (() => {});
    // node-postgres emits 'error' on a client whose connection drops: on the pool for idle clients, on the client
    // itself while it is checked out (a transaction between two queries). Without a listener that event ends the
    // process; with one, the query in flight fails (a 503 for its request), the pool drops the broken client and
    // opens a new connection for the next query.
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzleNodePg({ client: pool, schema });
    releaseTransactionClients(db, pool);
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  // The server's PGlite runs in a thread of its own (pglite-worker.ts); tests pass an in-process clone.
  const client = source.kind === 'pglite-client' ? source.client : await PgliteWorker.start(source.dataDir);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A client that runs one statement (node-postgres's pool, PGlite or its thread). */
interface StatementClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The PGlite thread's client, or one of its transactions (both run prepared statements: PgliteCalls.prepared). */
const onPgliteThread = (client: StatementClient | PgliteCalls): client is PgliteCalls =>
  client instanceof PgliteWorker || typeof (client as Partial<PgliteCalls>).prepared === 'function';

/**
 * Runs a hot read statement by name (reads only: on PGlite's thread the runs of one moment outside transactions share
 * one call and one implicit transaction, see PgliteWorker.prepared): on PostgreSQL a named prepared statement per
 * connection, so its plan is made once per connection and reused (planning the pet list's joins cost more than running
 * them); on the server's PGlite
 * (its thread) prepared in SQL once and run with EXECUTE (values: integers, booleans, null, text without NUL,
 * integer arrays); on an in-process PGlite (tests) as any other statement. `text` must be the same for every call
 * of one `name`. Works in a transaction too (on its connection). `options.generic` (PGlite's thread; see
 * PreparedOptions): its generic plan every time; PostgreSQL, whose planning is quick, chooses for itself.
 */
export async function preparedRows<T>(db: DbOrTx, name: string, text: string, values: unknown[], options?: PreparedOptions): Promise<T[]> {
  // The database's client (a pool), or a transaction's own connection (drizzle keeps it on the session).
  const client = (db as unknown as { session: { client: StatementClient | PgliteCalls } }).session.client;
  if (onPgliteThread(client)) return (await client.prepared<T>(name, text, values, options)).rows;
  const named = client instanceof pg.Pool || client instanceof pg.Client;
  const result = named ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}

const dialect = new PgDialect();
/** A value PGlite's thread can write into an EXECUTE (see pglite-thread.ts). */
const preparable = (value: unknown): boolean =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isSafeInteger(value))
  || (typeof value === 'string' && !value.includes('\0'))
  || (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isSafeInteger(v)));

/**
 * Runs a read built with drizzle's `sql` whose text depends on its filters (a list's filter shape): prepared under
 * `prefix` and a hash of its text (each shape its own statement, its plan made once per connection; see
 * preparedRows), or as a plain statement when PGlite's thread cannot take its values (a date, a text with a NUL).
 * Only the filter's shape may go into the text (`sql.raw` of values checked against a closed list); every value a
 * caller gives is a parameter.
 */
export async function shapedRows<T>(db: DbOrTx, prefix: string, query: SQL, options?: PreparedOptions): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { session: { client: StatementClient | PgliteCalls } }).session.client;
  if (onPgliteThread(client) && !params.every(preparable)) return queryRows<T>(db, query);
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return preparedRows<T>(db, name, text, params, options);
}

/**
 * A value of a closed list (an action kind, a status) written into a statement's text as a literal, so that a filter
 * on it keeps the statement preparable (shapedRows). A value outside the list throws: it never reaches the SQL.
 */
export function listedLiteral(value: string, allowed: readonly string[]): SQL {
  if (!allowed.includes(value)) throw new Error(`Not one of the listed values: ${value}`);
  return sql.raw(`'${value.replace(/'/g, "''")}'`);
}
