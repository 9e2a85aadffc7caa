import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createMemoryPglite, type Database, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test app:
 * - with DATABASE_URL (a PostgreSQL server): a new database `test_<random>`, dropped on close;
 * - otherwise: a clone of one migrated in-memory PGlite kept per test file (clone() is much cheaper
 *   than creating and migrating a new instance).
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url && url !== ':memory:') return freshPostgres(url);
  const template = await pgliteTemplate();
  const client = (await template.clone()) as PGlite;
  const database = await openDatabase({ kind: 'pglite-client', client });
  return { database, drop: () => database.close() };
}

let template: Promise<PGlite> | undefined;
function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await createMemoryPglite();
    const database = await openDatabase({ kind: 'pglite-client', client });
    await database.migrate();
    return client;
  })();
  return template;
}

async function freshPostgres(url: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() }, { poolSize: 5 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
