/**
 * Loads the deterministic demo data.
 *   pnpm seed [--pets N] [--reset]
 * Uses the same configuration as the server (DATABASE_URL or PGlite in DATA_DIR/pglite).
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config/env';
import { openDatabase } from '../db/client';
import { createStorage } from '../domains/files/storage';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from '../seed';

const { values } = parseArgs({
  options: { pets: { type: 'string', default: '5000' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('Usage: pnpm seed [--pets N (default 5000)] [--reset]');
  process.exit(0);
}
const pets = Number(values.pets);
if (!Number.isInteger(pets) || pets < 12 || pets > 2_000_000) {
  console.error('--pets must be an integer from 12 to 2000000');
  process.exit(1);
}

const config = loadConfigOrExit(process.env, { resolveSecret: false });
const database = await openDatabase(config.database).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error); // e.g. the PGlite data folder is in use
  process.exit(1);
});
try {
  await database.migrate();
  if (!values.reset && !(await isDatabaseEmpty(database.db))) throw new Error('The database already holds data; run with --reset to replace it');
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.dataDir ?? 'memory'})`;
  console.log(`Seeding ${pets} pets into ${where}${values.reset ? ' after emptying it' : ''}…`);
  const files = { storage: createStorage(config.storage, config.publicUrl) };
  const summary = await seedDemoData(database.db, { pets, reset: values.reset, files });
  console.log(
    `Done in ${(summary.milliseconds / 1000).toFixed(1)} s: ${summary.users} users, ${summary.pets} pets over ` +
      `${summary.generations} generations, ${summary.litters} litters, ${summary.matings} matings, ` +
      `${summary.registrations} registrations, ${summary.dnaResults} DNA results, ${summary.healthResults} health results, ` +
      `${summary.photos} photos, ${summary.litterPhotos} litter photos (${summary.drawings} drawings) and ${summary.documents} documents.`,
  );
  console.log('\nDemo accounts (all activated):');
  const rows = DEMO_ACCOUNTS.filter((a, i) => a.role !== 'breeder' || i < 7);
  for (const a of rows) console.log(`  ${a.role.padEnd(9)} ${a.email.padEnd(26)} ${a.password.padEnd(16)} /u/${a.nickname}`);
  console.log(`  breeder   breeder01…breeder${String(DEMO_ACCOUNTS.filter((a) => a.role === 'breeder').length).padStart(2, '0')}@example.com  Breeder-2026`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
