/**
 * `pnpm bench:api`: autocannon on loopback against the API on PGlite and on PostgreSQL (a throwaway cluster via
 * scripts/with-postgres.sh, or DATABASE_URL when set), each target after a warm-up, beside a bare Fastify route
 * measured in the same server process. Prints a Markdown table for docs/benchmarks.md and writes
 * bench/out/api-<time>.json.
 *   pnpm bench:api [--duration 10] [--warmup 2] [--connections 50] [--db pglite,postgres] [--auth-cache-ttl ms]
 *                  [--pets-cache-ttl ms] [--only text]
 * `--only "/api/pets?,/api/pets/{id}"` measures only the targets whose name contains one of the comma-separated texts;
 * `--pets-cache-ttl 0` turns the pets read cache off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { TARGETS } from './api/targets';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string', default: 'pglite,postgres' },
    /** Milliseconds the server remembers a signed-in caller (default: the app's 5 s; 0 = read the database every call). */
    'auth-cache-ttl': { type: 'string' },
    /** Milliseconds search and pet pages are reused (default: the app's 2 s; 0 = every call reads the database). */
    'pets-cache-ttl': { type: 'string' },
    /** Only the targets whose name contains one of these comma-separated texts. */
    only: { type: 'string' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const databases = values.db.split(',').map((d) => d.trim()) as ('pglite' | 'postgres')[];
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const only = values.only?.split(',').map((t) => t.trim()).filter(Boolean);
const targets = only ? TARGETS.filter((t) => only.some((text) => t.name.includes(text))) : TARGETS;
const seedPets = Math.max(0, ...targets.map((t) => t.seedPets ?? 0));

interface Row {
  database: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startServer(database: 'pglite' | 'postgres'): { child: ChildProcess; ready: Promise<{ port: number; token: string }> } {
  const server = ['--import', 'tsx', 'bench/api/server.ts'];
  const env = {
    ...process.env,
    BENCH_SEED_PETS: String(seedPets),
    ...(values['auth-cache-ttl'] !== undefined ? { BENCH_AUTH_CACHE_TTL_MS: values['auth-cache-ttl'] } : {}),
    ...(values['pets-cache-ttl'] !== undefined ? { BENCH_PETS_CACHE_TTL_MS: values['pets-cache-ttl'] } : {}),
  };
  let child: ChildProcess;
  if (database === 'pglite') child = spawn(process.execPath, server, { cwd: apiDir, env: { ...env, DATABASE_URL: '' } });
  else if (process.env.DATABASE_URL) child = spawn(process.execPath, server, { cwd: apiDir, env });
  else child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, ...server], { cwd: apiDir, env });
  child.stderr?.pipe(process.stderr);
  const ready = new Promise<{ port: number; token: string }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        resolve(JSON.parse(line));
      } catch {
        process.stderr.write(`${line}\n`);
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server (${database}) exited with ${code}`)));
  });
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

const rows: Row[] = [];
const loadBefore = loadavg()[0];
for (const database of databases) {
  const { child, ready } = startServer(database);
  try {
    const { port, token } = await ready;
    for (const target of targets) {
      const options = {
        url: `http://127.0.0.1:${port}${target.path}`,
        connections: target.connections ?? connections,
        headers: { ...target.headers, ...(target.auth ? { authorization: `Bearer ${token}` } : {}) },
      };
      if (warmup > 0) await autocannon({ ...options, duration: warmup });
      const result = await autocannon({ ...options, duration });
      const row: Row = {
        database, target: target.name, connections: options.connections, requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx,
      };
      rows.push(row);
      console.error(`${database.padEnd(8)} ${target.name.padEnd(52)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
    }
  } finally {
    await stop(child);
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const table = [
  `| Database | Target | connections | req/s | p50 (ms) | p99 (ms) |`,
  `| --- | --- | ---: | ---: | ---: | ---: |`,
  ...rows.map((r) => `| ${r.database} | ${r.target} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} |`),
].join('\n');
const load = ` · load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (shared machine)`;
const cache =
  (values['auth-cache-ttl'] === undefined ? '' : ` · auth cache ${values['auth-cache-ttl']} ms`) +
  (values['pets-cache-ttl'] === undefined ? '' : ` · pets cache ${values['pets-cache-ttl']} ms`);
console.log(`\n${new Date().toISOString().slice(0, 10)} · ${machine} · ${connections} connections unless the table says otherwise, ${warmup} s warm-up + ${duration} s per target${cache}${load}\n\n${table}\n`);
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
const file = new URL(`./out/api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, connections, duration, warmup, rows }, null, 2));
const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
if (failed.length > 0) {
  console.error(`Some requests failed: ${failed.map((r) => `${r.database}/${r.target}`).join(', ')}`);
  process.exitCode = 1;
}
