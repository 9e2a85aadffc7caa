/**
 * The bench server's process as the runners drive it (`pnpm bench:api`, `pnpm bench:payments`): start it
 * (bench/api/server.ts) with an environment, wait for its JSON line, stop it; autocannon runs of a workload; and the
 * wait between runs for the work the previous one left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SETTLED_PATH } from './targets';
import type { BenchData, Workload } from './workload';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export function startServer(label: string, env: NodeJS.ProcessEnv): { child: ChildProcess; ready: Promise<BenchData> } {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile per thread there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // BENCH_NODE_FLAGS: more flags for the server's Node (e.g. --trace-gc; its lines reach the runner's stderr).
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...flags, '--max-old-space-size=4096', '--import', 'tsx', 'bench/api/server.ts'], { cwd: apiDir, env });
  child.stderr?.pipe(process.stderr);
  const ready = new Promise<BenchData>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as BenchData);
      else process.stderr.write(`${line}\n`);
    });
    child.on('exit', (code) => reject(new Error(`bench server (${label}) exited with ${code}`)));
  });
  return { child, ready };
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** One autocannon run: each request from the workload; `p95`: of the 2xx answers' times (autocannon reports none). */
export async function measure(port: number, connections: number, seconds: number, workload: Workload) {
  const times: number[] = [];
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = workload.next();
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  const result = await run;
  times.sort((a, b) => a - b);
  // Nearest rank, rounded to the ms as autocannon rounds its percentiles.
  const p95 = times.length === 0 ? 0 : Math.round(times[Math.ceil(0.95 * times.length) - 1]);
  return { ...result, p95 };
}

/**
 * Waits for the work the previous run left behind (its last requests go on after autocannon stops waiting): three
 * database round trips in a row, each queued behind whatever was still queued (a request may have more queries).
 */
export async function drained(port: number) {
  for (let n = 0; n < 3; n++) await fetch(`http://127.0.0.1:${port}${SETTLED_PATH}`).then((r) => r.arrayBuffer());
}
