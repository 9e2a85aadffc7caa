import { type ChildProcess, spawn } from 'node:child_process';
import fs, { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../src/db/client';
import { lockFileOf } from '../../src/db/data-dir-lock';
import { openDurablePglite } from '../../src/db/pglite-folder';

/**
 * The embedded database on a data folder, as the server runs it: commits synced to disk before they are
 * acknowledged, nothing acknowledged lost when the process is killed, one process per folder. (The PostgreSQL
 * pass skips this file: it is about PGlite's folder, which the PGlite pass covers.)
 */
const onPostgres = Boolean(process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:');
const apiDir = fileURLToPath(new URL('../..', import.meta.url));

describe.skipIf(onPostgres)('PGlite on a data folder', () => {
  let root: string;
  let template: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bc-pglite-folder-'));
    template = join(root, 'template', 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir: template });
    await database.db.execute(sql`create table probe (id serial primary key, value text not null)`);
    await database.close();
  });
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A copy of the template folder (initdb once per file), at `<root>/<name>/pglite`. */
  const folderFor = (name: string) => {
    const folder = join(root, name, 'pglite');
    cpSync(template, folder, { recursive: true });
    return folder;
  };

  const start = (command: string[], env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...command], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stderr })),
    );
    return { child, lines: createInterface({ input: child.stdout! }), exited };
  };

  const values = async (database: Database) =>
    (await queryRows<{ value: string }>(database.db, sql`select value from probe`)).map((row) => row.value);

  it('syncs a commit to disk (fsync of its WAL file) before acknowledging it', async () => {
    // In this thread, as the PGlite thread opens it (the spy sees this thread's calls).
    const client = await openDurablePglite(folderFor('fsync'));
    const synced: string[] = [];
    const fsync = fs.fsyncSync;
    const spy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      synced.push(readlinkSync(`/proc/self/fd/${fd}`));
      fsync(fd);
    });
    try {
      await client.query(`insert into probe (value) values ('synced')`);
      expect(synced.some((path) => /\/pg_wal\/[0-9A-F]{24}$/.test(path))).toBe(true);
    } finally {
      spy.mockRestore();
      await client.close();
    }
  });

  it('loses no acknowledged write when its process is killed (kill -9), and takes over the dead process\'s lock', async () => {
    const folder = folderFor('killed');
    const writer = start(['test/db/fixtures/pglite-writer.ts', folder, 'write']);
    const acknowledged: string[] = [];
    await new Promise<void>((resolve, reject) => {
      writer.exited.then(({ stderr }) => reject(new Error(`the writer stopped: ${stderr}`)));
      writer.lines.on('line', (line) => {
        if (!line.startsWith('ack ')) return;
        acknowledged.push(line.slice(4));
        if (acknowledged.length === 40) {
          writer.child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await writer.exited;
    expect(readFileSync(lockFileOf(folder), 'utf8').split('\n')[0]).toBe(String(writer.child.pid));

    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      expect(readFileSync(lockFileOf(folder), 'utf8').split('\n')[0]).toBe(String(process.pid));
      expect(await values(database)).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      await database.close();
    }
    expect(existsSync(lockFileOf(folder))).toBe(false);
  }, 180_000); // processes of their own (each loads tsx, the app's modules and PGlite)

  it('refuses a second process on the same folder with a message naming the folder and the other process', async () => {
    const folder = folderFor('shared');
    const holder = start(['test/db/fixtures/pglite-writer.ts', folder, 'hold']);
    await new Promise<void>((resolve, reject) => {
      holder.exited.then(({ stderr }) => reject(new Error(`the first process stopped: ${stderr}`)));
      holder.lines.on('line', (line) => line === 'ready' && resolve());
    });
    const pid = String(holder.child.pid);

    const server = start(['src/server.ts'], {
      DATA_DIR: join(folder, '..'), PORT: '39517', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn',
    });
    const refused = await server.exited;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The PGlite data folder ${folder} is in use by process ${pid}`);
    expect(refused.stderr).not.toMatch(/\n\s+at /); // one message, no stack trace

    const seed = start(['src/cli/seed.ts', '--pets', '12'], { DATA_DIR: join(folder, '..') });
    const seedRefused = await seed.exited;
    expect(seedRefused.code).toBe(1);
    expect(seedRefused.stderr).toContain(`in use by process ${pid}`);

    holder.child.kill('SIGTERM');
    expect((await holder.exited).code).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    await database.close();
  }, 180_000);
});
