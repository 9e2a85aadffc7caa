/** The benchmark's result table. */
export interface Row {
  metric: string;
  value: string;
  target?: string;
  pass?: boolean;
}

export function printTable(title: string, rows: readonly Row[]): string {
  const head: Row = { metric: 'metric', value: 'value', target: 'target' };
  const all = [head, ...rows];
  const w1 = Math.max(...all.map((r) => r.metric.length));
  const w2 = Math.max(...all.map((r) => r.value.length));
  const w3 = Math.max(...all.map((r) => (r.target ?? '').length));
  const line = (r: Row, result: string): string =>
    `| ${r.metric.padEnd(w1)} | ${r.value.padStart(w2)} | ${(r.target ?? '').padEnd(w3)} | ${result.padEnd(6)} |`;
  const out = [
    title,
    '',
    line(head, 'result'),
    `|${'-'.repeat(w1 + 2)}|${'-'.repeat(w2 + 1)}:|${'-'.repeat(w3 + 2)}|--------|`,
    ...rows.map((r) => line(r, r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL')),
  ].join('\n');
  console.log(out);
  return out;
}

export const ms = (x: number): string => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : x >= 10 ? `${x.toFixed(1)} ms` : `${x.toFixed(3)} ms`);
