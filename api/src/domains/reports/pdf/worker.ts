import { renderReport } from './render';
import type { ReportData } from './report-data';

/** The pool's worker (pool.ts): renders one report off the API's event loop. */
export default async function render(data: ReportData): Promise<Uint8Array> {
  const pdf = await renderReport(data);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
