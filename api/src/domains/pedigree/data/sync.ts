import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../../db/client';

/** The channel every API instance listens on. */
export const PEDIGREE_CHANNEL = 'pedigree_changes';

/**
 * What one instance tells the others: a pet to re-read, a DNA test whose results changed, or pets whose shown
 * fields (name, status, photo…) changed without their parents.
 */
export type PedigreeChange = { kind: 'pet'; id: number } | { kind: 'results'; test: string } | { kind: 'shown'; ids: number[] };
interface Envelope {
  from: string;
  change: PedigreeChange;
}

export interface PedigreeSync {
  /** Tells the other instances (pg_notify; delivered after the current transaction, if any, commits). */
  publish(change: PedigreeChange): Promise<void>;
  close(): Promise<void>;
}

/** What the pedigree service does with what it hears. */
export interface SyncHandlers {
  /** A change made by another instance. */
  onChange(change: PedigreeChange): void;
  /** The listener was (re)connected after an interruption: changes may have been missed. */
  onResync(): void;
}

export interface SyncOptions extends SyncHandlers {
  database: Database;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Delay before reconnecting a lost PostgreSQL listener (ms). */
  reconnectMs?: number;
}

function parse(payload: string | undefined, self: string): PedigreeChange | null {
  if (!payload) return null;
  try {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.from === self) return null;
    const c = envelope.change;
    if (c?.kind === 'pet' && Number.isInteger(c.id) && c.id > 0) return c;
    if (c?.kind === 'results' && typeof c.test === 'string') return c;
    if (c?.kind === 'shown' && Array.isArray(c.ids) && c.ids.every((id) => Number.isInteger(id) && id > 0)) return c;
  } catch {
    // not ours
  }
  return null;
}

/**
 * LISTEN/NOTIFY between API instances. PostgreSQL: a dedicated client (not from the pool) LISTENs and
 * reconnects after an error, then asks for a resync; PGlite: its own listen() (instances sharing one
 * PGlite in a process hear each other). Notifications are sent with pg_notify through the app's pool.
 */
export async function startSync(options: SyncOptions): Promise<PedigreeSync> {
  const { database, instanceId, log } = options;
  const deliver = (payload: string | undefined) => {
    const change = parse(payload, instanceId);
    if (change) options.onChange(change);
  };
  const publish = async (change: PedigreeChange) => {
    const payload = JSON.stringify({ from: instanceId, change } satisfies Envelope);
    await database.db.execute(sql`select pg_notify(${PEDIGREE_CHANNEL}, ${payload})`);
  };

  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(PEDIGREE_CHANNEL, deliver);
    return {
      publish,
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
      if (message.channel === PEDIGREE_CHANNEL) deliver(message.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'pedigree listener lost its connection; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${PEDIGREE_CHANNEL}`);
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
        log.warn({ err: error }, 'pedigree listener could not reconnect; retrying');
        schedule();
      });
    }, reconnectMs);
  };

  await connect(false);
  return {
    publish,
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
