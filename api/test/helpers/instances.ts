import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type AppOptions, buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { testConfig } from './build';
import { freshDatabase } from './database';

/**
 * Two API instances over one database (one PostgreSQL database with DATABASE_URL, as in CI's second pass; otherwise
 * one in-process PGlite shared by both), named instance-a and instance-b. Close them with `close` in afterAll.
 */
export async function twoInstances(extra: Partial<AppOptions> = {}): Promise<{ a: FastifyInstance; b: FastifyInstance; close(): Promise<void> }> {
  const { database: first, drop } = await freshDatabase();
  let second: Database;
  if (first.kind === 'postgres') {
    const url = (first.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
    second = await openDatabase({ kind: 'postgres', url }, { poolSize: 5 });
  } else {
    second = await openDatabase({ kind: 'pglite-client', client: (first.db as unknown as { $client: PGlite }).$client });
  }
  const options = (database: Database, instanceId: string): AppOptions & { logger: false } => ({
    config: testConfig(), database, migrate: false, mail: 'memory', rateLimits: false,
    passwordHashing: { memoryCost: 1024, timeCost: 1 }, logger: false, instanceId, ...extra,
  });
  const a = await buildApp(options(first, 'instance-a'));
  const b = await buildApp(options(second, 'instance-b'));
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      if (second.kind === 'postgres') await second.close();
      await drop();
    },
  };
}
