/**
 * `pnpm bench:api`: autocannon on loopback against the API on the 200,000-pet demo database, on PGlite (in its
 * thread, on a data folder kept between runs: api/bench/out/pglite-200000, seeded on the first run) and on
 * PostgreSQL 15 (a throwaway cluster via scripts/with-postgres.sh, seeded once per run, or DATABASE_URL).
 *
 * Every request is a different dog or search (bench/api/workload.ts). For each database the server is started
 * twice, with the app's caches on (as deployed) and off (pets read cache and auth cache TTL 0); each time every
 * target is measured in a cold run (right after the start, no warm-up) and then a warm run (after a warm-up of
 * other new requests). Targets (p99 with caches on, in bench/api/targets.ts) pass only when both runs meet them.
 * Prints Markdown tables for docs/benchmarks.md and writes bench/out/api-<time>.json.
 *   pnpm bench:api [--duration 10] [--warmup 3] [--db pglite,postgres] [--caches on,off] [--only text,…]
 *   BENCH_CPU_PROF=/tmp/prof pnpm bench:api …   (the server's CPU profiles, one per thread, written when it stops)
 *   BENCH_NODE_FLAGS=--trace-gc pnpm bench:api …   (more flags for the server's Node; its lines reach stderr)
 *                  [--pets 200000] [--data-dir DIR]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiDir, drained, measure, startServer, stop } from './api/process';
import { cpuTimes, threadsPerRequest } from './payments/cpu';
import { type BenchTarget, type DatabaseKind, SEED_PETS, TARGETS } from './api/targets';
import { workloads } from './api/workload';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    db: { type: 'string', default: 'pglite,postgres' },
    caches: { type: 'string', default: 'on,off' },
    /** Only the targets whose name contains one of these comma-separated texts. */
    only: { type: 'string' },
    pets: { type: 'string', default: String(SEED_PETS) },
    'data-dir': { type: 'string' },
    /** Internal: the PostgreSQL part, run inside scripts/with-postgres.sh. */
    'json-out': { type: 'string' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const pets = Number(values.pets);
const pgliteDir = values['data-dir'] ?? join(apiDir, 'bench', 'out', `pglite-${pets}`);
const only = values.only?.split(',').map((t) => t.trim()).filter(Boolean);
const targets = only ? TARGETS.filter((t) => only.some((text) => t.name.includes(text))) : TARGETS;
const cacheStates = values.caches.split(',').map((c) => c.trim()) as ('on' | 'off')[];

export interface Row {
  database: DatabaseKind;
  caches: 'on' | 'off';
  run: 'cold' | 'warm';
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Mean bytes per answer, headers included. */
  bytes: number;
  /** Answers completed, and requests still in flight when the run ended (not in the percentiles). */
  answers: number;
  unfinished: number;
  errors: number;
  non2xx: number;
  /** p99 target (ms) when caches are on; null: none. */
  targetP99: number | null;
  /** The p95 of the 2xx answers' times, and its target (null: none). */
  p95: number;
  targetP95: number | null;
  pass: boolean | null;
  /** 1-minute load average when the run started and ended. */
  load: [number, number];
  /**
   * The server's CPU ms per answer during the run (Linux): its main thread, its busiest other thread (PGlite's
   * thread on PGlite) and all its threads; with a `meanwhile` probe, the two workloads' answers together.
   */
  cpu: { main: number; busiest: number; all: number } | null;
}

function startDatabaseServer(database: DatabaseKind, caches: 'on' | 'off') {
  return startServer(database, {
    ...process.env,
    BENCH_SEED_PETS: String(pets),
    BENCH_PGLITE_DIR: pgliteDir,
    ...(caches === 'off' ? { BENCH_AUTH_CACHE_TTL_MS: '0', BENCH_PETS_CACHE_TTL_MS: '0' } : {}),
    ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
  });
}

const round = (n: number) => Math.round(n);
/** The target as the tables show it: the p99, or the p95. */
function targetOf(r: Row) {
  return r.targetP95 !== null ? `p95 ≤ ${r.targetP95}` : `≤ ${r.targetP99}`;
}
function rowOf(database: DatabaseKind, caches: 'on' | 'off', run: 'cold' | 'warm', target: Omit<BenchTarget, 'meanwhile'>, result: Awaited<ReturnType<typeof measure>>, load: [number, number], cpu: Row['cpu']): Row {
  const targetP99 = caches === 'on' ? (target.p99?.[database] ?? null) : null;
  const targetP95 = caches === 'on' ? (target.p95?.[database] ?? null) : null;
  const failed = result.errors + result.timeouts + result.non2xx;
  // A run with fewer answers than twice its connections measured a stall, not a latency: it never passes.
  const enough = result.requests.total >= 2 * target.connections;
  return {
    database, caches, run, target: target.name, connections: target.connections,
    requestsPerSecond: round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max,
    bytes: round(result.throughput.total / Math.max(1, result.requests.total)),
    answers: result.requests.total, unfinished: result.requests.sent - result.requests.total,
    errors: result.errors + result.timeouts, non2xx: result.non2xx,
    p95: result.p95, targetP99, targetP95,
    pass: targetP99 === null && targetP95 === null ? null
      : enough && failed === 0 && (targetP99 === null || result.latency.p99 <= targetP99) && (targetP95 === null || result.p95 <= targetP95),
    load, cpu,
  };
}

async function benchDatabase(database: DatabaseKind): Promise<Row[]> {
  const rows: Row[] = [];
  for (const caches of cacheStates) {
    const { child, ready } = startDatabaseServer(database, caches);
    try {
      const data = await ready;
      const w = workloads(data);
      for (const run of ['cold', 'warm'] as const) {
        for (const target of targets) {
          const all = [target, ...(target.meanwhile ? [target.meanwhile] : [])];
          await drained(data.port);
          if (run === 'warm' && warmup > 0) {
            await Promise.all(all.map((t) => measure(data.port, t.connections, warmup, t.workload(w))));
            await drained(data.port);
          }
          const before = loadavg()[0];
          const cpuBefore = child.pid === undefined ? null : cpuTimes(child.pid);
          const results = await Promise.all(all.map((t) => measure(data.port, t.connections, duration, t.workload(w))));
          // (the next run waits for what this one left in flight)
          const load: [number, number] = [before, loadavg()[0]];
          const cpu = threadsPerRequest(cpuBefore, child.pid === undefined ? null : cpuTimes(child.pid), results.reduce((n, r) => n + r.requests.total, 0));
          all.forEach((t, i) => {
            const row = rowOf(database, caches, run, t, results[i], load, cpu);
            if (t !== target) row.target = `${t.name}, meanwhile`;
            rows.push(row);
            console.error(
              `${database.padEnd(8)} caches ${caches.padEnd(3)} ${run} ${row.target.padEnd(44)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50}  p95 ${row.p95}  p99 ${row.p99} ms` +
                `${row.pass === null ? '' : row.pass ? '  PASS' : `  FAIL (target ${targetOf(row)})`}${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}  load ${load.map((l) => l.toFixed(1)).join('→')}` +
                (cpu ? `  server CPU/answer ms: main ${cpu.main}, busiest other thread ${cpu.busiest}, all ${cpu.all}` : ''),
            );
          });
        }
      }
    } finally {
      await stop(child);
    }
  }
  return rows;
}

/** The PostgreSQL part runs inside scripts/with-postgres.sh (one cluster, seeded once, for both cache states). */
function benchPostgresInCluster(): Promise<Row[]> {
  const out = join(apiDir, 'bench', 'out', `api-postgres-${process.pid}.json`);
  const args = ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/api.ts', '--db', 'postgres', '--json-out', out,
    '--duration', String(duration), '--warmup', String(warmup), '--caches', values.caches, '--pets', String(pets), ...(values.only ? ['--only', values.only] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', args, { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the PostgreSQL part exited with ${code}`));
      resolve(JSON.parse(readFileSync(out, 'utf8')) as Row[]);
    });
  });
}

const databases = values.db.split(',').map((d) => d.trim()) as DatabaseKind[];
const rows: Row[] = [];
for (const database of databases) {
  if (database === 'postgres' && !process.env.DATABASE_URL) rows.push(...(await benchPostgresInCluster()));
  else rows.push(...(await benchDatabase(database)));
}
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
if (values['json-out']) {
  writeFileSync(values['json-out'], JSON.stringify(rows));
  process.exit(0);
}

const ms = (n: number) => String(n);
const verdict = (r: Row) => (r.pass === null ? '' : r.pass ? `${targetOf(r)}: pass` : `${targetOf(r)}: **fail**`);
const table = (database: DatabaseKind) => {
  const mine = rows.filter((r) => r.database === database);
  const keys = [...new Set(mine.map((r) => r.target))];
  const cell = (target: string, caches: 'on' | 'off', run: 'cold' | 'warm') => mine.find((r) => r.target === target && r.caches === caches && r.run === run);
  const lines = [
    `| ${database} | conn. | KB/answer | caches on, cold: req/s · p50 · p99 | caches on, warm | target (p99 ms, cold and warm) | caches off, cold | caches off, warm | server CPU ms/answer, caches on, warm: main · busiest other thread · all |`,
    '| --- | ---: | ---: | --- | --- | --- | --- | --- | --- |',
  ];
  const fmt = (r: Row | undefined) =>
    r
      ? `${r.requestsPerSecond} · ${ms(r.p50)} · ${ms(r.p99)}${r.targetP95 !== null ? ` (p95 ${ms(r.p95)})` : ''}${r.non2xx || r.errors ? ` (${r.non2xx + r.errors} failed)` : ''}${r.answers < 2 * r.connections ? ` (${r.answers} answers)` : ''}`
      : '—';
  for (const target of keys) {
    const any = mine.find((r) => r.target === target)!;
    const onCold = cell(target, 'on', 'cold');
    const onWarm = cell(target, 'on', 'warm');
    const both = onCold && onWarm && onCold.pass !== null ? `${targetOf(onCold)}: ${onCold.pass && onWarm.pass ? 'pass' : '**fail**'}` : verdict(any);
    const cpu = onWarm?.cpu ? `${onWarm.cpu.main} · ${onWarm.cpu.busiest} · ${onWarm.cpu.all}` : '—';
    lines.push(`| ${target} | ${any.connections} | ${(any.bytes / 1024).toFixed(1)} | ${fmt(onCold)} | ${fmt(onWarm)} | ${both} | ${fmt(cell(target, 'off', 'cold'))} | ${fmt(cell(target, 'off', 'warm'))} | ${cpu} |`);
  }
  return lines.join('\n');
};
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const loads = rows.flatMap((r) => r.load);
console.log(
  `\n${new Date().toISOString().slice(0, 10)} · ${machine} · ${pets} pets · ${warmup} s warm-up (warm runs) + ${duration} s per run · ` +
    `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs\n`,
);
for (const database of databases) console.log(`${table(database)}\n`);
const file = new URL(`./out/api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, pets, duration, warmup, rows }, null, 2));
const failed = rows.filter((r) => r.pass === false);
console.log(failed.length === 0 ? 'Every target met.' : `Targets not met: ${[...new Set(failed.map((r) => `${r.database}: ${r.target}`))].join('; ')}`);
if (rows.some((r) => r.errors > 0 || r.non2xx > 0 || r.answers < 2 * r.connections)) {
  console.error('Some requests failed, or a run had almost no answers (see the table).');
  process.exitCode = 1;
}
