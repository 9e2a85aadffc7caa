import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ReportData } from './report-data';

export interface ReportRenderer {
  /** Worker threads: how many reports are rendered at once. */
  readonly threads: number;
  render(data: ReportData): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Reports are rendered in worker threads (piscina): laying out a report and subsetting its fonts is ~100 ms of CPU
 * or more, which on the request thread would stall every other request. The workers load TypeScript through tsx
 * (a dependency), so the same file runs under `tsx`, vitest and the bench. Threads: half the cores, at least one;
 * further reports wait in piscina's queue. Each worker thread lowers its own scheduling priority (worker.ts), so
 * that on a busy machine the request thread and the database's thread run first and the render takes what is left.
 */
export function createReportRenderer(options: { threads?: number } = {}): ReportRenderer {
  const threads = options.threads ?? Math.max(1, Math.floor(availableParallelism() / 2));
  const pool = new Piscina({
    filename: new URL('./worker.ts', import.meta.url).href,
    minThreads: 0, maxThreads: threads, idleTimeout: 60_000,
    execArgv: ['--import', 'tsx'],
  });
  return {
    threads,
    async render(data) {
      const bytes: Uint8Array = await pool.run(data);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
