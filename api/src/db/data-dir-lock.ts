import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process per PGlite data folder. PGlite is Postgres in single-user mode: it keeps its own buffers and WAL
 * position and, unlike a server, writes no `postmaster.pid`, so two processes on one folder both start and
 * overwrite each other's writes (two processes acknowledged 40 writes each; 40 of the 80 were gone afterwards).
 *
 * The lock is a file beside the folder (`<folder>.lock`, so it never sits in the folder initdb fills) holding the
 * owner's pid, created with O_EXCL. A second process finds it, checks that the pid is alive and refuses to start,
 * naming the folder and the pid. The lock of a process that died without closing (kill -9, a crash, a reboot) is
 * taken over. The rules follow PostgreSQL's for `postmaster.pid` (miscinit.c, CreateLockFile): a pid that is not
 * alive is a stale lock, and so is this process's own pid (after a restart in a container the pids repeat). Where
 * Linux tells a process's start time (/proc/PID/stat), the lock records it too, so a pid taken since by another
 * process is not mistaken for the owner. Like PostgreSQL, two processes taking over the same stale lock in the
 * same instant is not guarded against.
 *
 * Why not a library: proper-lockfile (the usual choice) holds a lock by refreshing its mtime from a timer and
 * calls it stale when the refresh stops; a process whose event loop is busy for longer than that (initdb, a
 * migration, seeding 200,000 pets) would lose its lock to the next process while still writing. fs-ext's flock()
 * is a native build. A pid file needs neither.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The PGlite data folder ${folder} is in use by process ${pid} (lock file ${lockFile}). ` +
        `Only one process may open it: stop that process first, or give this one another DATA_DIR or a DATABASE_URL. ` +
        `If process ${pid} is not using it, delete the lock file.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still this holder's. */
  release(): void;
}

/** Folders this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

export const lockFileOf = (folder: string) => `${folder}.lock`;

/** Takes the lock of `folder` (an absolute path) or throws DataDirLockedError. */
export async function lockDataDir(folder: string): Promise<DataDirLock> {
  const lockFile = lockFileOf(folder);
  if (held.has(folder)) throw new DataDirLockedError(folder, process.pid, lockFile);
  const token = randomBytes(8).toString('hex');
  const content = `${process.pid}\n${startTimeOf(process.pid) ?? '-'}\n${folder}\n${token}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (create(lockFile, content)) {
      held.add(folder);
      return {
        lockFile,
        release: () => {
          held.delete(folder);
          if (readLock(lockFile) === content) fs.rmSync(lockFile, { force: true });
        },
      };
    }
    const existing = readLock(lockFile);
    if (existing === null) continue; // removed meanwhile: try again
    const lines = existing.split('\n'); // pid, start time, folder, token, '' once complete
    const [pidLine, startLine] = lines;
    const pid = Number.parseInt(pidLine, 10);
    if (lines.length < 5 || !Number.isInteger(pid) || pid <= 0) {
      // Being written by a process that is starting, or left empty by one that died while creating it.
      if (attempt < 10) {
        await sleep(50);
        continue;
      }
    } else if (pid !== process.pid && isAlive(pid)) {
      const started = startTimeOf(pid); // null: not told, so the pid is taken at its word
      if (startLine === '-' || started === null || started === startLine) throw new DataDirLockedError(folder, pid, lockFile);
    }
    fs.rmSync(lockFile, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not take the lock ${lockFile} of the PGlite data folder ${folder}`);
}

/** Creates the lock file with its content, or answers false when it exists. */
function create(lockFile: string, content: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockFile, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function readLock(lockFile: string): string | null {
  try {
    return fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** When the process started (clock ticks after boot, field 22 of /proc/PID/stat), or null where /proc has no answer. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Signal 0 checks that the process exists; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
