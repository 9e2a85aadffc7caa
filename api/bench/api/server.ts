/**
 * The server process of `pnpm bench:api`: the app (rate limits and request logs off) plus a bare route,
 * on DATABASE_URL or an in-memory PGlite, with a bench user. Prints one JSON line when ready:
 * `{ "port": …, "token": "…" }`. Seeds `BENCH_SEED_PETS` demo pets first when asked.
 */
import Fastify from 'fastify';
import { app, serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase } from '../../src/db/client';
import { seedDemoData } from '../../src/seed';
import { BARE_PATH } from './targets';

const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || ':memory:',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
});
const database = await openDatabase(config.database, { poolSize: 20 });
await database.migrate();
const seedPets = Number(process.env.BENCH_SEED_PETS ?? 0);
if (seedPets > 0) await seedDemoData(database.db, { pets: seedPets, reset: true });

const server = Fastify(serverOptions(config, { level: 'warn' }));
server.get(BARE_PATH, async () => ({ ok: true }));
const authCacheTtlMs = process.env.BENCH_AUTH_CACHE_TTL_MS ? Number(process.env.BENCH_AUTH_CACHE_TTL_MS) : undefined;
const petsCacheTtlMs = process.env.BENCH_PETS_CACHE_TTL_MS ? Number(process.env.BENCH_PETS_CACHE_TTL_MS) : undefined;
await server.register(app, { config, database, migrate: false, rateLimits: false, authCacheTtlMs, petsCacheTtlMs });
await server.ready();

const user = await server.data.users.insert({
  email: `bench-${Date.now()}@example.test`, nickname: `bench${Date.now()}`, passwordHash: null, isActive: true, locale: 'en',
});
const sessionId = await server.data.sessions.create(user.id, {});
const token = await server.jwt.sign({ userId: user.id, sessionId });

await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token, database: database.kind })}\n`);

const stop = () => {
  server.close().finally(() => database.close().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
