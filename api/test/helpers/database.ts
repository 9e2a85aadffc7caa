import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createMemoryPglite, type Database, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test app:
 * - with DATABASE_URL (a PostgreSQL server): a new database `test_<random>` copied from a migrated template
 *   (CREATE DATABASE … TEMPLATE: far cheaper than migrating each one), dropped on close;
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

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Runs `work` on one connection to the server's maintenance database, closed after it. */
async function onServer<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The migrations' fingerprint: a template is reused only by the migrations it was made with. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(entry).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/** An arbitrary advisory-lock key: the test processes that find no template build it one at a time. */
const TEMPLATE_LOCK = 72_610_001;

let postgresTemplate: Promise<string> | undefined;
/**
 * The name of a migrated database on the server that tests copy: `test_template_<migrations' hash>`, built once per
 * set of migrations (kept on the server for later runs; a throwaway cluster drops it with itself). Built under
 * another name and renamed when done, so a copy never starts from a half-migrated template.
 */
function templateOn(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `test_template_${migrationsHash()}`;
    await onServer(url, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount !== 0) return;
        const building = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database "${building}"`);
        const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, building) }, { poolSize: 1 });
        try {
          await database.migrate();
        } finally {
          await database.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      }
    });
    return name;
  })();
  return postgresTemplate;
}

async function freshPostgres(url: string) {
  const template = await templateOn(url);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) }, { poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      await onServer(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
