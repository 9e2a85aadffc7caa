import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

/** One channel's listener (see `listenChannel`). */
export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  database: Database;
  channel: string;
  /** Names the listener in the log ("pedigree listener lost its connection"). */
  name: string;
  log: FastifyBaseLogger;
  /** Each notification's payload. */
  onPayload(payload: string | undefined): void;
  /** The listener was (re)connected after an interruption: notifications may have been missed. */
  onResync(): void;
  /** Delay before reconnecting a lost PostgreSQL listener (ms). */
  reconnectMs?: number;
}

/** Tells every listener of `channel` (pg_notify through the app's pool; delivered after the current transaction, if any, commits). */
export async function notify(database: Database, channel: string, payload: string): Promise<void> {
  await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * LISTEN on one channel, between API instances. PostgreSQL: a dedicated client (not from the pool) LISTENs and
 * reconnects after an error, then asks for a resync; PGlite: its own listen() (instances sharing one PGlite in a
 * process hear each other). `channel` must be a plain identifier (it is written into the LISTEN statement).
 */
export async function listenChannel(options: ListenOptions): Promise<ChannelListener> {
  const { database, channel, log, name } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);

  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(channel, options.onPayload);
    return {
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }

  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const reconnectMs = options.reconnectMs ?? 1000;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (resync: boolean): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === channel) options.onPayload(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, `${name} listener lost its connection; reconnecting`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (resync) options.onResync();
  };

  const lost = (which: pg.Client) => {
    if (closed || client !== which) return;
    client = null;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect(true).catch((error) => {
        log.warn({ err: error }, `${name} listener could not reconnect; retrying`);
        schedule();
      });
    }, reconnectMs);
  };

  await connect(false);
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
