/**
 * The pedigree routes in process (app.inject, no network): pedigree load at start, each route's latency, a write
 * and the answer after it, a full reload. Seeds the demo data first (deterministic: pet 189982 is one of the last
 * born, with a 20-generation pedigree).
 *   node --max-old-space-size=4096 --import tsx bench/pedigree-api.ts [--pets 200000] [--runs 5] [--data-dir DIR]
 * On PostgreSQL: bash scripts/with-postgres.sh node --import tsx bench/pedigree-api.ts. `--data-dir` keeps a seeded
 * PGlite between runs (seeded only when the directory does not exist yet).
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/client';
import { seededDatabase } from './seeded-database';

const { runs, config, database, loadBefore } = await seededDatabase('bench-pedigree-');
const ms = (from: number) => Math.round(performance.now() - from);

let started = performance.now();
const app = await buildApp({ config, database, migrate: false, rateLimits: false, logger: { level: 'warn' } });
console.log(`app start with the pedigree load (${app.pedigree.engine.size} pets): ${ms(started)} ms`);

// The subject: the last born published pet with both parents published (the demo's deepest pedigrees are the youngest).
const [subject] = await queryRows<{ id: number }>(
  database.db,
  sql`select p.id from pets p join pets s on s.id = p.sire_id join pets d on d.id = p.dam_id
      where p.publish_status = 'published' and s.publish_status = 'published' and d.publish_status = 'published'
      order by p.birth_date desc nulls last, p.id limit 1`,
);
const pet = subject.id;
console.log(`subject pet ${pet}`);
// Dams for the test mating and the stud rankings: the last born published females with a published sire.
const dams = await queryRows<{ id: number; sire_id: number }>(
  database.db,
  sql`select p.id, p.sire_id from pets p join pets s on s.id = p.sire_id
      where p.publish_status = 'published' and s.publish_status = 'published' and p.sex = 'female'
      order by p.birth_date desc nulls last, p.id limit 9`,
);
const dam = dams[0];
started = performance.now();
for (const test of await app.pedigree.dnaTests()) await app.pedigree.resultsChanged(test.code);
await app.pedigree.warm();
console.log(`DNA inference of every test (built in the background after start): ${ms(started)} ms`);

// The ranked stud search is for premium members and moderators: the demo's moderator asks it (a new session of theirs).
const [moderator] = await queryRows<{ id: number }>(database.db, sql`select id from users where is_moderator order by id limit 1`);
const sessionId = await app.data.sessions.create(moderator.id, {});
const moderatorHeaders = { authorization: `Bearer ${await app.jwt.sign({ userId: moderator.id, sessionId })}` };

const rows: string[] = [];
/** Each path of `paths` in turn (one path: asked `n` times). */
const measure = async (label: string, paths: string | string[], n = runs) => {
  const times: number[] = [];
  let size = 0;
  for (let k = 0; k < (Array.isArray(paths) ? paths.length : n); k++) {
    const path = Array.isArray(paths) ? paths[k] : paths;
    const at = performance.now();
    const response = await app.inject({ method: 'GET', url: path, headers: path.includes('/stud-ranking') ? moderatorHeaders : undefined });
    times.push(performance.now() - at);
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    size = response.body.length;
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${label} | ${(size / 1024).toFixed(0)} KB | ${times[Math.floor(times.length / 2)].toFixed(0)} | ${times[times.length - 1].toFixed(0)} |`);
};
await measure('GET /api/pets/tree/{id}/10', `/api/pets/tree/${pet}/10`);
await measure('GET /api/pets/tree/{id}/5', `/api/pets/tree/${pet}/5`);
await measure('GET /api/pets/tree/{id}/10?generations=20', `/api/pets/tree/${pet}/10?generations=20`);
await measure('GET /api/pets/tree/0/10/mating/{sire}/{dam}', `/api/pets/tree/0/10/mating/${dam.sire_id}/${dam.id}`);
await measure('GET /api/pets/all-trees-diseases/{id}/0/0 (depth 10)', `/api/pets/all-trees-diseases/${pet}/0/0`);
await measure('GET /api/pets/all-trees-diseases/{id}/0/0?depth=5', `/api/pets/all-trees-diseases/${pet}/0/0?depth=5`);
await measure('GET /api/pets/{dam}/stud-ranking (offered for stud)', `/api/pets/${dam.id}/stud-ranking`);
await measure('GET /api/pets/{dam}/stud-ranking?offeredOnly=false', `/api/pets/${dam.id}/stud-ranking?offeredOnly=false`);
await measure(
  `GET /api/pets/{dam}/stud-ranking, ${dams.length} different dams`,
  dams.map((d) => `/api/pets/${d.id}/stud-ranking`),
);

const [row] = await queryRows<{ id: number; sire_id: number | null; dam_id: number | null; sex: 'male' | 'female'; birth_date: string | null }>(
  database.db,
  sql`select id, sire_id, dam_id, sex, birth_date::text as birth_date from pets where id = ${pet}`,
);
started = performance.now();
await app.pedigree.saved({ id: row.id, sireId: row.sire_id, damId: row.dam_id, sex: row.sex, birthDate: row.birth_date });
const savedMs = performance.now() - started;
await measure('GET /api/pets/tree/{id}/10 right after a write', `/api/pets/tree/${pet}/10`, 1);
started = performance.now();
await app.pedigree.reload();
const reloadMs = ms(started);

console.log(`\n${database.kind}, ${runs} runs, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after\n`);
console.log('| Route | Answer | p50 (ms) | max (ms) |\n| --- | ---: | ---: | ---: |');
for (const line of rows) console.log(line);
console.log(`\nsaved() of one pet: ${savedMs.toFixed(1)} ms; reload() of every pet: ${reloadMs} ms`);
await app.close();
await database.close();
