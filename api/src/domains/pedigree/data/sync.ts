import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { listenChannel, notify } from '../../../db/notifications';

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
 * LISTEN/NOTIFY between API instances on the `pedigree_changes` channel (src/db/notifications.ts: a dedicated
 * PostgreSQL connection that reconnects and asks for a resync, or PGlite's own listen()).
 */
export async function startSync(options: SyncOptions): Promise<PedigreeSync> {
  const { database, instanceId, log } = options;
  const listener = await listenChannel({
    database, channel: PEDIGREE_CHANNEL, name: 'pedigree', log, reconnectMs: options.reconnectMs,
    onPayload: (payload) => {
      const change = parse(payload, instanceId);
      if (change) options.onChange(change);
    },
    onResync: options.onResync,
  });
  return {
    publish: (change) => notify(database, PEDIGREE_CHANNEL, JSON.stringify({ from: instanceId, change } satisfies Envelope)),
    close: () => listener.close(),
  };
}
