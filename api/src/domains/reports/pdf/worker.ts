import { getPriority, setPriority } from 'node:os';
import { renderReport } from './render';
import type { ReportData } from './report-data';

/**
 * How much lower than the API's this thread runs (nice 0 → 10). On Linux the nice value is per thread
 * (setpriority(2), "Bugs"), so `setPriority(0, …)` lowers this worker thread only, never the request thread. A report
 * is ~100 ms of CPU a page request does not wait for: with 2 cores and reports rendering without a pause, the render
 * at the API's own priority took a core's worth of time slices from the pet pages (bench:payments, docs/benchmarks.md).
 */
const LOWER_BY = 10;
try {
  setPriority(0, Math.min(19, getPriority(0) + LOWER_BY));
} catch {
  // Not permitted on this system (or not per thread): the render then runs at the API's priority.
}

/** The pool's worker (pool.ts): renders one report off the API's event loop. */
export default async function render(data: ReportData): Promise<Uint8Array> {
  const pdf = await renderReport(data);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
