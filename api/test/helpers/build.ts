import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { freshDatabase } from './database';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export function testConfig(overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-api-test-'));
  return { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:', JWT_SECRET: TEST_JWT_SECRET, ...overrides }) };
}

/**
 * An app on a fresh migrated database (PGlite in memory, or its own PostgreSQL database when DATABASE_URL
 * is set), mail kept in memory, cheap password hashing, no rate limits unless given. Close it in afterAll.
 */
export async function build(options: Partial<Parameters<typeof buildApp>[0]> = {}): Promise<FastifyInstance> {
  const { database, drop } = await freshDatabase();
  const config = testConfig();
  const app = await buildApp({
    config,
    database,
    migrate: false,
    mail: 'memory',
    rateLimits: false,
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    logger: false,
    onClose: async () => {
      try {
        await drop();
      } finally {
        rmSync(config.dataDir, { recursive: true, force: true });
      }
    },
    ...options,
  });
  return app;
}
