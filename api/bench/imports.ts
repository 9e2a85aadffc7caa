/**
 * Import of a club's spreadsheet: upload (read and parse), preview (every problem) and the background import of
 * `ROWS` generated rows (one row per hip test, 1 % with problems: sire = dam, a parent in both roles, an unknown
 * colour, a parent born after its offspring, dogs on several rows), through the API in process, on the seeded demo
 * data (targets: preview ≤ 5 s, import ≤ 30 s for 20,000 rows).
 *   node --max-old-space-size=4096 --import tsx bench/imports.ts [--pets 5000] [--runs 1] [--data-dir DIR]
 * On PostgreSQL: bash scripts/with-postgres.sh node --import tsx bench/imports.ts --pets 5000.
 */
import { loadavg } from 'node:os';
import { buildApp } from '../src/app';
import { seededDatabase } from './seeded-database';

const ROWS = 20_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const { runs, url, config, database, loadBefore } = await seededDatabase('bench-import-');
const app = await buildApp({ config, database, migrate: false, mail: 'memory', rateLimits: false, logger: false });
const moderator = await app.data.users.insert({
  email: `bench-import-${Date.now()}@example.test`, passwordHash: 'x', nickname: `benchimport${Date.now() % 100000}`, locale: 'en',
  isActive: true, isModerator: true, isBanned: false, premiumUntil: null, kennelName: null,
});
const sessionId = await app.data.sessions.create(moderator.id, {});
const headers = { authorization: `Bearer ${await app.jwt.sign({ userId: moderator.id, sessionId })}` };

/** Founders, then generations of offspring of earlier dogs; 1 % of rows carry a problem. */
function generate(run: number): string {
  const lines = ['Registration,Registered Name,Sex,Birthdate,Color,Sire Reg,Dam Reg,Test Date,Result'];
  const males: string[] = [];
  const females: string[] = [];
  const colors = ['BLACK/WHITE', 'BLACK & WHITE', 'RED/WHITE', 'BLUE MERLE', 'BLACK TRICOLOR'];
  const results = ['EXCELLENT', 'GOOD', 'FAIR', 'MILD'];
  let n = 0;
  while (lines.length <= ROWS) {
    const reg = `B${run}X${n}`;
    const male = n % 2 === 0;
    // One dog a day from 1960: every parent is born before its offspring.
    const born = new Date(Date.UTC(1960, 0, 1) + n * 86_400_000);
    const year = born.getUTCFullYear();
    let sire = n >= 200 ? males[(n * 7) % Math.min(males.length, 400 + Math.floor(n / 4))] ?? '' : '';
    let dam = n >= 200 ? females[(n * 13) % Math.min(females.length, 400 + Math.floor(n / 4))] ?? '' : '';
    let color = colors[n % colors.length];
    let birth = `${MONTHS[born.getUTCMonth()]} ${String(born.getUTCDate()).padStart(2, ' ')} ${year}`;
    const problem = n % 100 === 50 ? Math.floor(n / 100) % 4 : -1;
    if (problem === 0) dam = sire; // sire = dam
    if (problem === 1 && females.length > 0) sire = females[n % females.length]; // a dam used as a sire
    if (problem === 2) color = 'MAHOGANY'; // unknown colour
    if (problem === 3 && sire) birth = 'Jan  1 1950'; // born before its sire
    const row = `${reg},Bench Dog ${run} ${n},${male ? 'M' : 'F'},${birth},${color},${sire},${dam}`;
    lines.push(`${row},${year + 2}-03-01,${results[n % results.length]}`);
    if (n % 10 === 0) lines.push(`${row},${year + 4}-03-01,${results[(n + 1) % results.length]}`); // a second test
    (male ? males : females).push(reg);
    n++;
  }
  return `${lines.slice(0, ROWS + 1).join('\n')}\n`;
}

async function multipart(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

const table: string[] = [];
for (let run = 0; run < runs; run++) {
  const load = loadavg()[0];
  const body = await multipart(generate(run));
  let at = performance.now();
  const uploaded = await app.inject({ method: 'POST', url: '/api/imports', payload: body.payload, headers: { ...body.headers, ...headers } });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body.slice(0, 300)}`);
  const upload = performance.now() - at;
  const { id, mapping } = uploaded.json() as { id: number; mapping: { columns: { header: string; field: string | null }[]; registry: string } };
  const plan = { mapping: { registry: 'BENCH', columns: mapping.columns.map((c) => (c.header === 'Result' ? { header: 'Result', field: 'hips', system: 'ofa' } : c)) } };
  at = performance.now();
  const preview = await app.inject({ method: 'POST', url: `/api/imports/${id}/preview`, headers, payload: plan });
  if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
  const previewMs = performance.now() - at;
  const { summary, problems } = preview.json() as { summary: { dogs: number }; problems: { kind: string }[] };
  at = performance.now();
  const started = await app.inject({ method: 'POST', url: `/api/imports/${id}/start`, headers, payload: plan });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body.slice(0, 300)}`);
  await app.imports.idle();
  const importMs = performance.now() - at;
  const status = (await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers })).json() as { status: string; done: number };
  if (status.status !== 'done') throw new Error(`import ended ${status.status}`);
  const kinds = [...new Set(problems.map((p) => p.kind))].sort().join(', ');
  table.push(
    `| ${url ? 'PostgreSQL' : 'PGlite'} | ${ROWS} | ${summary.dogs} | ${problems.length} (${kinds}) | ${Math.round(upload)} | ${Math.round(previewMs)} | ${Math.round(importMs)} | ${load.toFixed(1)}–${loadavg()[0].toFixed(1)} |`,
  );
}
console.log(`\nload average before seeding: ${loadBefore.toFixed(1)}`);
console.log('| database | rows | dogs | problems | upload ms | preview ms (≤ 5000) | import ms (≤ 30000) | load |');
console.log('|---|---|---|---|---|---|---|---|');
for (const line of table) console.log(line);
await app.close();
await database.close();
