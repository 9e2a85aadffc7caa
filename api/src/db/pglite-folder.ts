import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import { durableOptions } from './durable-node-fs';

/** The extensions the migrations create. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface PgliteFolder {
  client: PGlite;
  /** Closes PGlite (a clean shutdown: a checkpoint) and gives up the folder's lock. */
  close(): Promise<void>;
}

/**
 * PGlite on a data folder: the folder is created with its parents when missing, locked for this process (a
 * second process refuses to start: data-dir-lock.ts) and opened with commits synced to disk (durable-node-fs.ts).
 * A folder initdb has just filled is synced once, as initdb itself does.
 */
export async function openPgliteFolder(folder: string): Promise<PgliteFolder> {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  const lock = await lockDataDir(dir);
  try {
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    const options = durableOptions(dir);
    const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
    if (fresh) options.fs.syncAll();
    return {
      client,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
