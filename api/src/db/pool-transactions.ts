import { NodePgSession } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isConnectionLost } from './connection-lost';

/** What the fix below reads of drizzle's session (its fields are not typed as public). */
interface PoolSession {
  dialect: unknown;
  schema: unknown;
  options: unknown;
  transaction(transaction: (tx: unknown) => Promise<unknown>, config?: unknown): Promise<unknown>;
}
type SessionConstructor = new (client: pg.PoolClient, dialect: unknown, schema: unknown, options: unknown) => PoolSession;

/**
 * drizzle's node-postgres transaction (drizzle-orm 0.45, node-postgres/session.js) sends BEGIN before its `try`, so
 * a BEGIN that fails never gives its client back to the pool. It fails that way on a connection that ended while
 * idle in the pool (a server restart, a failover, pg_terminate_backend) before the pool noticed: each such
 * transaction shrank the pool by one for good, until every request waited for a connection and the pool's end()
 * never returned. Here the database's transactions take a client themselves, run drizzle's transaction on that
 * one client (its single-client path: BEGIN, the work, COMMIT or ROLLBACK, no release) and always give it back,
 * with the error when the connection was lost, so that the pool drops it.
 */
export function releaseTransactionClients(db: object, pool: pg.Pool): void {
  const session = (db as { session: PoolSession }).session;
  const Session = NodePgSession as unknown as SessionConstructor;
  session.transaction = async (transaction, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      return await new Session(client, session.dialect, session.schema, session.options).transaction(transaction, config);
    } catch (error) {
      if (isConnectionLost(error)) lost = error as Error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
}
