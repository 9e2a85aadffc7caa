/**
 * The start the in-process benches share: the options `--pets 200000`, `--runs 5` and `--data-dir DIR`; a config
 * with a fresh temporary DATA_DIR; the database (DATABASE_URL's PostgreSQL, else PGlite in memory or in `--data-dir`),
 * migrated, then seeded with the demo data unless `--data-dir` already existed. `loadBefore`: the load average
 * before the seeding.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed';

export async function seededDatabase(tempPrefix: string) {
  const { values } = parseArgs({
    options: { pets: { type: 'string', default: '200000' }, runs: { type: 'string', default: '5' }, 'data-dir': { type: 'string' } },
  });
  const runs = Number(values.runs);
  const url = process.env.DATABASE_URL;
  const dataDir = values['data-dir'];
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), tempPrefix)), DATABASE_URL: url || ':memory:', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'warn' });
  const seedNeeded = url || !dataDir || !existsSync(dataDir);
  const database = await openDatabase(url || !dataDir ? config.database : { kind: 'pglite', dataDir });
  await database.migrate();
  const loadBefore = loadavg()[0];
  if (seedNeeded) {
    const started = performance.now();
    await seedDemoData(database.db, { pets: Number(values.pets), reset: true });
    console.log(`seed ${values.pets} pets: ${Math.round(performance.now() - started)} ms`);
  }
  return { runs, url, config, database, loadBefore };
}
