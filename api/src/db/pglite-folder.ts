import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { durableOptions } from './durable-node-fs';

/** The extensions the migrations create. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite on a data folder, created with its parents when missing, with commits synced to disk
 * (durable-node-fs.ts). A folder initdb has just filled is synced once, as initdb itself does. The caller holds
 * the folder's lock (data-dir-lock.ts): pglite-thread.ts opens the folder for the process that locked it.
 */
export async function openDurablePglite(folder: string): Promise<PGlite> {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const options = durableOptions(dir);
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  if (fresh) options.fs.syncAll();
  return client;
}

/** PGlite in memory with the extensions the migrations create (tests clone it). */
export function createMemoryPglite(): Promise<PGlite> {
  return PGlite.create({ extensions: PGLITE_EXTENSIONS });
}
