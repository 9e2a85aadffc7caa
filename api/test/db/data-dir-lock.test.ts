import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileOf } from '../../src/db/data-dir-lock';

/** The lock's rules on their own (test/db/pglite-folder.test.ts runs them with real processes). */
describe('lockDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'bc-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const startTime = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  it('writes the owner\'s pid, refuses a second holder in the same process and removes the file on release', async () => {
    const folder = join(root, 'a');
    const lock = await lockDataDir(folder);
    expect(readFileSync(lock.lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
    expect(() => readFileSync(lock.lockFile)).toThrow(/ENOENT/);
    (await lockDataDir(folder)).release();
  });

  it('refuses while the recorded process lives, naming the folder and its pid', async () => {
    const folder = join(root, 'b');
    writeFileSync(lockFileOf(folder), `${process.ppid}\n${startTime(process.ppid)}\n${folder}\nother\n`);
    const error = await lockDataDir(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`The PGlite data folder ${folder} is in use by process ${process.ppid}`);
  });

  it('takes over a lock whose process is gone, whose pid now belongs to another process, or that names this process', async () => {
    const stale = [
      `999999999\n1\n${root}\nold\n`, // no such process
      `${process.ppid}\n1\n${root}\nold\n`, // the pid lives, but started later than the owner: reused
      `${process.pid}\n${startTime(process.pid)}\n${root}\nold\n`, // left by this pid (a restarted container)
    ];
    for (const [n, content] of stale.entries()) {
      const folder = join(root, `stale-${n}`);
      writeFileSync(lockFileOf(folder), content);
      const lock = await lockDataDir(folder);
      expect(readFileSync(lock.lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
      lock.release();
    }
  });
});
