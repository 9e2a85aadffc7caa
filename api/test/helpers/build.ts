import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { freshDatabase } from './database';
import { type Cast, createCast } from './users';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export function testConfig(overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-api-test-'));
  return { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ':memory:', JWT_SECRET: TEST_JWT_SECRET, ...overrides }) };
}

/**
 * An app on a fresh migrated database (PGlite in memory, or its own PostgreSQL database when DATABASE_URL
 * is set), mail kept in memory, cheap password hashing, no rate limits unless given. Close it in afterAll.
 */
export type BuildOptions = Partial<Parameters<typeof buildApp>[0]>;

export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
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
    // The sandbox provider's webhooks go through app.inject: tests listen on no port.
    payments: { webhookTransport: 'inject' },
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

/**
 * The app of a test file and its cast of users (createCast): built before the file's tests, closed after them.
 * `take` receives both: `let app; let cast; withApp((built) => ({ app, cast } = built));`.
 */
export function withApp(take: (built: { app: FastifyInstance; cast: Cast }) => void, options: BuildOptions = {}) {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await build(options);
    take({ app, cast: await createCast(app) });
  });
  afterAll(async () => app?.close());
}
