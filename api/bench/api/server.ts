/**
 * The server process of `pnpm bench:api`: the app as the server runs it (rate limits and request logs off) plus a
 * bare route, on PostgreSQL (DATABASE_URL) or on PGlite in BENCH_PGLITE_DIR (in its thread, commits synced, as in
 * production). Seeds BENCH_SEED_PETS demo pets when the database holds fewer, adds 1,000 bench members with a
 * session each, and prints one JSON line when ready (BenchData: port, tokens, published pets, a search sample, the published matings).
 * BENCH_AUTH_CACHE_TTL_MS / BENCH_PETS_CACHE_TTL_MS: 0 turns a cache off.
 * BENCH_REPORTS=1 (`pnpm bench:payments`): also the dog with ten complete generations (bench/payments/full-pedigree.ts,
 * found or built before the app loads its pedigree) and premium for the first REPORT_BUYERS members (BenchData.reports).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { app, serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, queryRows } from '../../src/db/client';
import { refreshStaleTables } from '../../src/db/pglite-statistics';
import { seedDemoData } from '../../src/seed';
import { fullPedigreeDog } from '../payments/full-pedigree';
import { REPORT_BUYERS } from '../payments/workload';
import { nameDuplicates } from '../../src/domains/pets/flags';
import { warmUp } from '../../src/warm-up';
import { BARE_PATH, SETTLED_PATH } from './targets';
import { type BenchData, DUPLICATE_CHECK_PATH } from './workload';

const MEMBERS = 1000;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || '',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
});
const database = await openDatabase(
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR ?? null },
  { poolSize: 20 },
);
await database.migrate();
const seedPets = Number(process.env.BENCH_SEED_PETS ?? 0);
const [{ n: petCount }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from pets`);
if (petCount < seedPets) {
  process.stderr.write(`bench server: seeding ${seedPets} pets (${database.kind})…\n`);
  await seedDemoData(database.db, { pets: seedPets, reset: true });
}

const fullPedigree = process.env.BENCH_REPORTS === '1' ? await fullPedigreeDog(database.db) : null;

const server = Fastify(serverOptions(config, { level: 'warn' }, true));
server.get(BARE_PATH, async () => ({ ok: true }));
// Answers once the database has run every query queued before this one (PGlite's queue, the pool's): the runner
// asks between runs, so work a run left behind (requests its connections stopped waiting for) is not billed to the next.
server.get(SETTLED_PATH, async () => {
  await database.db.execute(sql`select 1`);
  return { ok: true };
});
// The pets domain's duplicate check of a new dog as POST /api/pets/add runs it before writing (a taken registration,
// the microchip's holders, similar names with the same birth date or parents), without the write.
server.get(DUPLICATE_CHECK_PATH, async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const dog = {
    id: null, registeredName: q.name ?? '', birthDate: q.birthDate ?? null, microchip: q.microchip ?? null,
    sireId: q.sireId ? Number(q.sireId) : null, damId: q.damId ? Number(q.damId) : null,
  };
  const registrations = q.registry && q.number ? [{ registry: q.registry, number: q.number }] : [];
  const { holders: taken, candidates: rows } = await server.data.pets.duplicateCheck(dog, registrations);
  const microchip = dog.microchip === null ? [] : rows.filter((row) => row.microchip === dog.microchip);
  return { registration: taken.length, microchip: microchip.length, names: nameDuplicates(dog, rows).length };
});
const ttl = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
await server.register(app, {
  config, database, migrate: false, rateLimits: false,
  authCacheTtlMs: ttl('BENCH_AUTH_CACHE_TTL_MS'), petsCacheTtlMs: ttl('BENCH_PETS_CACHE_TTL_MS'),
});
await server.ready();

const run = Date.now().toString(36);
const tokens: string[] = [];
for (let n = 0; n < MEMBERS; n++) {
  const user = await server.data.users.insert({
    email: `bench-${run}-${n}@example.test`, nickname: `bench${run}x${n}`, passwordHash: null, isActive: true, locale: 'en',
  });
  tokens.push(await server.jwt.sign({ userId: user.id, sessionId: await server.data.sessions.create(user.id, {}) }));
  if (fullPedigree && n < REPORT_BUYERS) await server.data.users.update(user.id, { premiumUntil: new Date(Date.now() + 30 * 86_400_000) });
}
// Moderation (issue 13): a moderator, an audit log of 20,000 entries (written once per database) on members and pets.
const moderatorUser = await server.data.users.insert({
  email: `bench-${run}-moderator@example.test`, nickname: `bench${run}mod`, passwordHash: null, isActive: true, isModerator: true, locale: 'en',
});
const moderatorToken = await server.jwt.sign({ userId: moderatorUser.id, sessionId: await server.data.sessions.create(moderatorUser.id, {}) });
const [{ n: logged }] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from moderation_actions`);
if (logged < 20_000) {
  await database.db.execute(sql`
    with mods as (select array_agg(id) as ids from (select id from users where id <> ${moderatorUser.id} order by id limit 5) m),
         members as (select array_agg(id) as ids from (select id from users order by md5(id::text) limit 2000) u),
         dogs as (select array_agg(id) as ids from (select id from pets order by md5(id::text) limit 5000) p)
    insert into moderation_actions (moderator_id, action, record_kind, record_id, reason, before, after, created_at)
    select coalesce(mods.ids[1 + n % 5], ${moderatorUser.id}),
           (array['ban', 'unban', 'hide-pet', 'publish-pet', 'merge-pets'])[1 + n % 5],
           case when n % 5 < 2 then 'user' else 'pet' end,
           case when n % 5 < 2 then members.ids[1 + (n * 7) % cardinality(members.ids)] else dogs.ids[1 + (n * 13) % cardinality(dogs.ids)] end,
           'spam', '{}'::jsonb, '{}'::jsonb, now() - (n || ' minutes')::interval
      from generate_series(${logged}, 19999) n, mods, members, dogs`);
}
const [moderation] = await queryRows<Omit<BenchData['moderation'], 'token' | 'dogs'>>(database.db, sql`
  select (select coalesce(array_agg(distinct moderator_id), '{}') from moderation_actions where moderator_id is not null) as "moderatorIds",
         (select coalesce(array_agg(distinct record_id), '{}') from (select record_id from moderation_actions where record_kind = 'user' limit 2000) u) as "memberIds",
         (select coalesce(array_agg(distinct record_id), '{}') from (select record_id from moderation_actions where record_kind = 'pet' limit 5000) p) as "petIds"`);
const duplicateDogs = await queryRows<BenchData['moderation']['dogs'][number]>(database.db, sql`
  select p.registered_name as name, p.microchip, p.birth_date::text as "birthDate", p.sire_id as "sireId", p.dam_id as "damId", r.registry, r.number
    from pets p left join lateral (select registry, number from pet_registrations where pet_id = p.id limit 1) r on true
   where p.publish_status = 'published' order by md5(p.id::text || 'dup') limit 20000`);

const petIds = (await queryRows<{ id: number }>(database.db, sql`select id from pets where publish_status = 'published' order by id`)).map((r) => r.id);
const searchPets = await queryRows<BenchData['searchPets'][number]>(
  database.db,
  sql`select registered_name as name, country_of_residence as country, extract(year from birth_date)::int as year
      from pets where publish_status = 'published' order by md5(id::text) limit 20000`,
);

const [sample] = await queryRows<BenchData['matings']>(
  database.db,
  sql`with listed as (
        select country, sire_id, dam_id, date as day from matings
         where publish_status = 'published' and stud_answer in ('not-needed', 'confirmed') and listed_until >= current_date
        union all
        select country, sire_id, dam_id, birth_date from litters where publish_status = 'published' and listed_until >= current_date)
      select (select coalesce(array_agg(id order by id), '{}') from matings
               where publish_status = 'published' and stud_answer in ('not-needed', 'confirmed')) as ids,
             coalesce(array_agg(distinct country) filter (where country is not null), '{}') as countries,
             coalesce(array_agg(distinct sire_id) filter (where sire_id is not null), '{}') as sires,
             coalesce(array_agg(distinct dam_id) filter (where dam_id is not null), '{}') as dams,
             coalesce(min(day)::text, current_date::text) as "from", coalesce(max(day)::text, current_date::text) as "to"
        from listed`,
);

// The server's statistics upkeep (src/db/pglite-statistics.ts; autovacuum on PostgreSQL) would analyse the tables this
// set-up grew (members, sessions, the audit log) soon after start: done now, so that no run is measured on stale plans.
const refreshed = await refreshStaleTables(database.db);
if (refreshed.length) process.stderr.write(`bench server: statistics refreshed for ${refreshed.join(', ')}\n`);

// As src/server.ts does before it listens (searches, pet pages and callers compiled; nothing remembered).
const warmed = await warmUp(server);
process.stderr.write(`bench server: warm-up: ${warmed.searches} searches, ${warmed.pages} pet pages, ${warmed.callers} callers, ${warmed.ms} ms\n`);
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, database: database.kind, tokens, petIds, searchPets, matings: sample,
  moderation: { ...moderation, token: moderatorToken, dogs: duplicateDogs },
  ...(fullPedigree ? { reports: { ...fullPedigree, premiumTokens: tokens.slice(0, REPORT_BUYERS) } } : {}) } satisfies BenchData)}\n`);

const stop = () => {
  server.close().finally(() => database.close().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
