import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** `pnpm seed` as a user runs it, on the embedded database (the PostgreSQL pass skips it: PGlite's folder only). */
const onPostgres = Boolean(process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:');

describe.skipIf(onPostgres)('pnpm seed', () => {
  const root = mkdtempSync(join(tmpdir(), 'bc-seed-cli-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('seeds into a DATA_DIR that does not exist yet, creating it', async () => {
    const dataDir = join(root, 'new', 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts', '--pets', '12'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(output).toContain('Done in');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 180_000); // initdb, migrations and the seed in a process of its own
});
