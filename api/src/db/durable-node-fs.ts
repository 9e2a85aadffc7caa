import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's Node filesystem with commits that reach the disk.
 *
 * As published (0.5.16), PGlite on Node acknowledges a commit once its WAL is handed to the OS, never synced:
 * its start parameters include `-F` (fsync off), Emscripten's NODEFS has no `fsync` operation (so a `fsync()` from
 * Postgres returns success without a system call) and its `fdatasync()` returns success at once; `syncToFs()` of
 * the Node filesystem is empty. Data survives a crash of the process (the OS still has it) but not of the machine
 * or a power loss. See electric-sql/pglite#1107.
 *
 * Here Postgres runs with fsync on and `wal_sync_method=fsync` (so every sync it asks for is an `fsync()`), and
 * NODEFS gets the `fsync` operation it lacks: `fs.fsyncSync` on the file's descriptor. A commit is acknowledged
 * after its WAL is on disk; checkpoints sync data files and directories as Postgres does on any server.
 */
export class DurableNodeFS extends NodeFS {
  constructor(private readonly folder: string) {
    super(folder);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as EmscriptenNodeFs;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          else syncPath(nodefs.realPath(stream.node));
          return 0;
        });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }

  /** Syncs every file and folder of the data folder (what `initdb` does unless told `--no-sync`). */
  syncAll() {
    syncTree(this.folder);
  }
}

/** The part of Emscripten's NODEFS this file uses. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => number };
  tryFSOperation<T>(operation: () => T): T;
  realPath(node: unknown): string;
}

/** PGlite's start parameters without `-F`, with every WAL sync an `fsync()` (the call DurableNodeFS makes real). */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c', 'fsync=on',
  '-c', 'wal_sync_method=fsync',
];

/** PGlite options for a data folder whose acknowledged commits are on disk. */
export function durableOptions(folder: string): { fs: DurableNodeFS; startParams: string[] } & Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(folder), startParams: DURABLE_START_PARAMS };
}

function syncPath(path: string) {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncTree(path: string) {
  for (const entry of fs.readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else if (entry.isFile()) syncPath(child);
  }
  syncPath(path);
}
