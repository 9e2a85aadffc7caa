import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

/**
 * CPU time (ms) a process has used so far: its main thread (the API's event loop), all its threads, and each other
 * thread's by id (`busiest` of two readings: PGlite's thread, on PGlite).
 */
export interface CpuTimes { main: number; all: number; threads?: Record<string, number> }

/** The thread's user + system ticks from /proc/<pid>/task/<tid>/stat (fields 14 and 15). */
function ticksOf(pid: number, tid: string): number {
  const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * The server's CPU time by thread, read from /proc (Linux; null elsewhere). The load average says how busy the
 * machine was; the CPU time per request says what a request cost, whoever else shared the cores.
 */
export function cpuTimes(pid: number): CpuTimes | null {
  try {
    let all = 0;
    let main = 0;
    const threads: Record<string, number> = {};
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let ticks = 0;
      try {
        ticks = ticksOf(pid, tid);
      } catch {
        continue; // the thread ended while being read
      }
      all += ticks;
      if (tid === String(pid)) main = ticks;
      else threads[tid] = ticks * TICK_MS;
    }
    return { main: main * TICK_MS, all: all * TICK_MS, threads };
  } catch {
    return null;
  }
}

/** CPU ms per request between two readings: the main thread's and all threads'. */
export function cpuPerRequest(before: CpuTimes | null, after: CpuTimes | null, requests: number): CpuTimes | null {
  if (!before || !after || requests === 0) return null;
  const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
  return { main: per(after.main - before.main), all: per(after.all - before.all) };
}

/**
 * CPU ms per request between two readings: the main thread's, the busiest other thread's (on PGlite its database
 * thread: the one that queues every statement) and all threads'.
 */
export function threadsPerRequest(before: CpuTimes | null, after: CpuTimes | null, requests: number): { main: number; busiest: number; all: number } | null {
  const total = cpuPerRequest(before, after, requests);
  if (!total || !before || !after) return null;
  const busiest = Math.max(0, ...Object.entries(after.threads ?? {}).map(([tid, ms]) => ms - (before.threads?.[tid] ?? 0)));
  return { ...total, busiest: Math.round((busiest / requests) * 100) / 100 };
}
