import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryPglite, MIGRATIONS_FOLDER } from '../../src/db/client';

/**
 * Migrations that change data, run on the database of the suite (PGlite, or PostgreSQL with DATABASE_URL): the
 * schema is migrated up to the one before, rows are written as the older code wrote them, then the rest is applied.
 */
const url = process.env.DATABASE_URL && process.env.DATABASE_URL !== ':memory:' ? process.env.DATABASE_URL : null;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the migrations folder holding the first `count` migrations only. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bc-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty database and a function migrating it with a given folder. */
async function emptyDatabase() {
  if (url) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
    // The forced drop below ends connections still closing: their 'error' is expected (as openDatabase listens).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    cleanups.push(async () => {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    const db = drizzleNodePg({ client: pool });
    return { db, migrate: (folder: string) => migrateNodePg(db, { migrationsFolder: folder }) };
  }
  const client = await createMemoryPglite();
  cleanups.push(() => client.close());
  const db = drizzlePglite({ client });
  return { db, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }) };
}

describe('0007 files ownership', () => {
  it('links photos, documents and avatars written before upload ids to the uploads they show', async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(migrationsUpTo(7));
    await db.execute(sql`insert into users (id, email, nickname, avatar) values
      (1, 'a@example.test', 'a', '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/480.webp'),
      (2, 'b@example.test', 'b', '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/160.webp'),
      (3, 'c@example.test', 'c', 'https://elsewhere.example/face.png')`);
    await db.execute(sql`insert into uploads (id, user_id, kind, status, size, received, url) values
      ('AAAAAAAAAAAAAAAAAAAAAA', 1, 'image', 'used', 10, 10, '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/1280.webp'),
      ('DDDDDDDDDDDDDDDDDDDDDD', 1, 'document', 'used', 10, 10, '/api/files/docs/DDDDDDDDDDDDDDDDDDDDDD.pdf')`);
    await db.execute(sql`insert into pets (id, registered_name, sex) values (1, 'Old Dog', 'male')`);
    await db.execute(sql`insert into pet_photos (id, pet_id, url) values
      (1, 1, '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/1280.webp'), (2, 1, 'https://elsewhere.example/dog.jpg')`);
    await db.execute(sql`insert into pet_documents (id, pet_id, url) values
      (1, 1, '/api/files/docs/DDDDDDDDDDDDDDDDDDDDDD.pdf'), (2, 1, '/api/files/images/AAAAAAAAAAAAAAAAAAAAAA/1280.webp')`);

    await migrate(MIGRATIONS_FOLDER);
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await rows(sql`select id, upload_id from pet_photos order by id`)).toEqual([
      { id: 1, upload_id: 'AAAAAAAAAAAAAAAAAAAAAA' }, { id: 2, upload_id: null },
    ]);
    // A document is linked to a document upload only.
    expect(await rows(sql`select id, upload_id from pet_documents order by id`)).toEqual([
      { id: 1, upload_id: 'DDDDDDDDDDDDDDDDDDDDDD' }, { id: 2, upload_id: null },
    ]);
    // An avatar is linked to the member's own upload only (b showed a's image; c a URL from elsewhere).
    expect(await rows(sql`select id, avatar_upload_id from users order by id`)).toEqual([
      { id: 1, avatar_upload_id: 'AAAAAAAAAAAAAAAAAAAAAA' }, { id: 2, avatar_upload_id: null }, { id: 3, avatar_upload_id: null },
    ]);
  });
});
