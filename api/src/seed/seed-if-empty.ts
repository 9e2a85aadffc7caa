import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { type SeedFiles, seedDemoData } from './index';

/** On a database without users (a fresh clone), loads the deterministic demo data, its photos and documents into `files`. */
export async function seedIfEmpty(db: Db, pets: number, files: SeedFiles, log: FastifyBaseLogger): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return;
  log.info(`empty database: loading the demo data (${pets} pets)…`);
  const summary = await seedDemoData(db, { pets, files });
  log.info(summary, 'demo data loaded');
}
