/**
 * `pnpm bench:payments`: pet reports (issue 14) against the API as the server runs it (bench/api/server.ts with
 * BENCH_REPORTS=1), on the demo database (default 200,000 pets; PGlite in api/bench/out/payments-pglite-<pets>, kept
 * between runs and seeded on the first; PostgreSQL 15 in a throwaway cluster via scripts/with-postgres.sh, or
 * DATABASE_URL).
 *
 * The report's dog has ten complete generations (bench/payments/full-pedigree.ts: 2,046 of 2,046 ancestor places
 * known and published; built once per database on real seeded founders, checked on every run). Reports are bought
 * by premium members, so each POST /api/reports/buy gathers, renders (worker thread) and stores the PDF before it
 * answers: its time is the report's generation, seen by the buyer.
 *   1. The first report after the start (the render worker starts, fonts load): reported, not in the percentiles.
 *   2. `--reports` reports one after another, the seven languages in turn: p50 and p95 (target p95 ≤ 1.5 s).
 *   3. GET /api/pets/{id} at 50 connections, a different random published dog each request, for `--duration` s
 *      after a `--warmup` s warm-up of other dogs: alone (the reference), then while 10 reports are generated at once
 *      (10 members, each buying the next report as soon as the last one answered): p99 (target ≤ 50 ms).
 * Caches on, as deployed (every pet request is a new dog, so the read cache answers no repeat).
 * Prints a Markdown table for docs/benchmarks.md and writes bench/out/payments-<time>.json.
 *   pnpm bench:payments [--db pglite|postgres|pglite,postgres] [--reports 21] [--duration 10] [--warmup 3]
 *                       [--pets 200000] [--data-dir DIR]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiDir, drained, measure, startServer, stop } from './api/process';
import type { DatabaseKind } from './api/targets';
import type { BenchData } from './api/workload';
import { cpuPerRequest, type CpuTimes, cpuTimes } from './payments/cpu';
import { type PaymentsWorkload, paymentsWorkload, percentile, REPORT_BUYERS, type ReportRequest } from './payments/workload';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    reports: { type: 'string', default: '21' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    pets: { type: 'string', default: '200000' },
    'data-dir': { type: 'string' },
    /** Internal: the PostgreSQL part, run inside scripts/with-postgres.sh. */
    'json-out': { type: 'string' },
  },
});
const reportRuns = Number(values.reports);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const pets = Number(values.pets);
const pgliteDir = values['data-dir'] ?? join(apiDir, 'bench', 'out', `payments-pglite-${pets}`);
const CONNECTIONS = 50;
const TARGET_REPORT_P95 = 1500;
const TARGET_PET_P99 = 50;

const round = (n: number) => Math.round(n);

interface PetRun {
  requestsPerSecond: number; p50: number; p99: number; max: number; answers: number; failed: number; load: [number, number];
  /** The server's CPU ms per pet request: its main thread's, and all its threads' (during reports: their render too). */
  cpu: CpuTimes | null;
}
interface Result {
  database: DatabaseKind;
  dog: Omit<NonNullable<BenchData['reports']>, 'premiumTokens'>;
  firstReportMs: number;
  /** Sequential reports: each one's time (ms) and language. */
  reports: { ms: number; language: string }[];
  reportP50: number;
  reportP95: number;
  reportLoad: [number, number];
  petsAlone: PetRun;
  petsDuringReports: PetRun;
  /** Reports generated 10 at once during the pet run (the last ones finish after it), and their p50/p95. */
  concurrentReports: { done: number; p50: number; p95: number; failed: number };
  pass: { reportP95: boolean; petP99: boolean };
}

/** One report bought and rendered: its time in ms (throws unless the answer is the ready report). */
async function buyReport(port: number, request: ReportRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/reports/buy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${request.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ petId: request.petId, language: request.language }),
  });
  const body = (await response.json()) as { kind?: string; report?: { ready: boolean } };
  const ms = performance.now() - started;
  if (response.status !== 200 || body.kind !== 'report' || !body.report?.ready) {
    throw new Error(`report (${request.language}): ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return ms;
}

async function petRun(port: number, pid: number, w: PaymentsWorkload): Promise<PetRun> {
  const before = loadavg()[0];
  const cpuBefore = cpuTimes(pid);
  const result = await measure(port, CONNECTIONS, duration, w.petPage);
  return {
    cpu: cpuPerRequest(cpuBefore, cpuTimes(pid), result.requests.total),
    requestsPerSecond: round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max,
    answers: result.requests.total, failed: result.errors + result.timeouts + result.non2xx, load: [before, loadavg()[0]],
  };
}

/** REPORT_BUYERS members each buy the next report as soon as their last one answered, until `stopped()`. */
function reportsMeanwhile(port: number, w: PaymentsWorkload) {
  let stopping = false;
  const times: number[] = [];
  let failed = 0;
  const loops = Array.from({ length: REPORT_BUYERS }, async () => {
    while (!stopping) {
      try {
        times.push(await buyReport(port, w.report()));
      } catch (error) {
        failed++;
        console.error(String(error));
      }
    }
  });
  return {
    times,
    async stopped() {
      stopping = true;
      await Promise.all(loops);
      return { failed };
    },
  };
}

const cpuText = (p: PetRun) => (p.cpu ? `, server CPU per request ${p.cpu.main} ms main thread, ${p.cpu.all} ms all threads` : '');

async function benchDatabase(database: DatabaseKind): Promise<Result> {
  const { child, ready } = startServer(database, {
    ...process.env, BENCH_REPORTS: '1', BENCH_SEED_PETS: String(pets), BENCH_PGLITE_DIR: pgliteDir,
    ...(database === 'pglite' ? { DATABASE_URL: '' } : {}),
  });
  try {
    const data = await ready;
    const w = paymentsWorkload(data);
    const { premiumTokens: _, ...dog } = data.reports!;
    console.error(`${database}: pet ${dog.petId}, ten generations complete (${dog.places.join(' + ')} = ${dog.places.reduce((a, b) => a + b, 0)} places, ${dog.ancestors} distinct dogs)${dog.built ? ', built by this run' : ''}`);

    const firstReportMs = await buyReport(data.port, w.report());
    console.error(`${database}: first report after the start ${round(firstReportMs)} ms`);
    const loadStart = loadavg()[0];
    const reports: Result['reports'] = [];
    for (let n = 0; n < reportRuns; n++) {
      const request = w.report();
      reports.push({ ms: await buyReport(data.port, request), language: request.language });
    }
    const times = reports.map((r) => r.ms);
    const reportP50 = percentile(times, 50);
    const reportP95 = percentile(times, 95);
    console.error(`${database}: ${reportRuns} reports one after another: p50 ${round(reportP50)} ms, p95 ${round(reportP95)} ms`);
    const reportLoad: [number, number] = [loadStart, loadavg()[0]];

    await drained(data.port);
    if (warmup > 0) await measure(data.port, CONNECTIONS, warmup, w.petPage);
    await drained(data.port);
    const petsAlone = await petRun(data.port, child.pid!, w);
    console.error(`${database}: GET /api/pets/{id} alone: p50 ${petsAlone.p50} p99 ${petsAlone.p99} ms${cpuText(petsAlone)}`);

    await drained(data.port);
    const meanwhile = reportsMeanwhile(data.port, w);
    // The ten reports are under way (the first of each gathering) before the pet requests start.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const petsDuringReports = await petRun(data.port, child.pid!, w);
    const { failed } = await meanwhile.stopped();
    const concurrentReports = {
      done: meanwhile.times.length, p50: round(percentile(meanwhile.times, 50)), p95: round(percentile(meanwhile.times, 95)), failed,
    };
    console.error(`${database}: GET /api/pets/{id} during ${REPORT_BUYERS} reports at once: p50 ${petsDuringReports.p50} p99 ${petsDuringReports.p99} ms${cpuText(petsDuringReports)}; ${concurrentReports.done} reports done (p50 ${concurrentReports.p50} ms)`);
    return {
      database, dog, firstReportMs: round(firstReportMs), reports: reports.map((r) => ({ ...r, ms: round(r.ms) })),
      reportP50: round(reportP50), reportP95: round(reportP95), reportLoad, petsAlone, petsDuringReports, concurrentReports,
      pass: {
        reportP95: reportP95 <= TARGET_REPORT_P95,
        petP99: petsDuringReports.failed === 0 && petsDuringReports.answers >= 2 * CONNECTIONS && petsDuringReports.p99 <= TARGET_PET_P99,
      },
    };
  } finally {
    await stop(child);
  }
}

/** The PostgreSQL part runs inside scripts/with-postgres.sh (one throwaway cluster, seeded by the bench server). */
function benchPostgresInCluster(): Promise<Result> {
  const out = join(apiDir, 'bench', 'out', `payments-postgres-${process.pid}.json`);
  const args = ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/payments.ts', '--db', 'postgres', '--json-out', out,
    '--reports', String(reportRuns), '--duration', String(duration), '--warmup', String(warmup), '--pets', String(pets)];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', args, { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the PostgreSQL part exited with ${code}`));
      resolve((JSON.parse(readFileSync(out, 'utf8')) as Result[])[0]!);
    });
  });
}

const databases = values.db.split(',').map((d) => d.trim()) as DatabaseKind[];
const results: Result[] = [];
for (const database of databases) {
  if (database === 'postgres' && !process.env.DATABASE_URL) results.push(await benchPostgresInCluster());
  else results.push(await benchDatabase(database));
}
mkdirSync(join(apiDir, 'bench', 'out'), { recursive: true });
if (values['json-out']) {
  writeFileSync(values['json-out'], JSON.stringify(results));
  process.exit(0);
}

const cpuCell = (p: PetRun) => (p.cpu ? `${p.cpu.main} · ${p.cpu.all}` : '–');
const verdict = (ok: boolean, target: string) => `${target}: ${ok ? 'pass' : '**fail**'}`;
const loadText = (l: [number, number]) => `${l[0].toFixed(1)}→${l[1].toFixed(1)}`;
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
console.log(`\n${new Date().toISOString().slice(0, 16)} UTC · ${machine} · ${pets} pets · ${reportRuns} reports · ${warmup} s warm-up + ${duration} s per pet run · caches on\n`);
console.log('| database | first report ms | reports p50 · p95 ms (one at a time) | target | GET /api/pets/{id} alone: req/s · p50 · p99 | during 10 reports at once: req/s · p50 · p99 | target | reports 10 at once: done · p50 · p95 ms | server CPU ms per pet request, main · all threads: alone; during reports | load |');
console.log('| --- | ---: | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  const pet = (p: PetRun) => `${p.requestsPerSecond} · ${p.p50} · ${p.p99}${p.failed ? ` (${p.failed} failed)` : ''}`;
  console.log(
    `| ${r.database} | ${r.firstReportMs} | ${r.reportP50} · ${r.reportP95} | ${verdict(r.pass.reportP95, `≤ ${TARGET_REPORT_P95}`)} | ${pet(r.petsAlone)} | ${pet(r.petsDuringReports)} | ` +
      `${verdict(r.pass.petP99, `≤ ${TARGET_PET_P99}`)} | ${r.concurrentReports.done} · ${r.concurrentReports.p50} · ${r.concurrentReports.p95}${r.concurrentReports.failed ? `, ${r.concurrentReports.failed} failed` : ''} | ` +
      `${cpuCell(r.petsAlone)}; ${cpuCell(r.petsDuringReports)} | ` +
      `${loadText(r.reportLoad)}, ${loadText(r.petsAlone.load)}, ${loadText(r.petsDuringReports.load)} |`,
  );
}
for (const r of results) {
  console.log(`\n${r.database}: report dog ${r.dog.petId}: ten generations complete (${r.dog.places.join(', ')} places known; ${r.dog.ancestors} distinct ancestors)${r.dog.built ? ', built by this run' : ', built by an earlier run and checked again'}`);
}
const file = join(apiDir, 'bench', 'out', `payments-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, pets, reportRuns, duration, warmup, results }, null, 2));
console.log(`\nwritten ${file}`);
const failed = results.flatMap((r) => [...(r.pass.reportP95 ? [] : [`${r.database}: report p95`]), ...(r.pass.petP99 ? [] : [`${r.database}: pets p99 during reports`])]);
console.log(failed.length === 0 ? 'Every target met.' : `Targets not met: ${failed.join('; ')}`);
if (results.some((r) => r.petsAlone.failed || r.petsDuringReports.failed || r.concurrentReports.failed)) {
  console.error('Some requests failed (see the table).');
  process.exitCode = 1;
}
