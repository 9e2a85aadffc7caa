import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportRenderer } from '../../../../src/domains/reports/pdf/pool';
import { pdfText } from './pdf-text';
import { sampleReport } from './sample';

const renderer = createReportRenderer({ threads: 1 });
afterAll(() => renderer.close());

describe('the report renderer’s worker threads', () => {
  it('renders in a worker thread while the event loop stays free, and the file holds the dog’s name', async () => {
    // The event loop ticks while the report renders: a render on this thread would hold every tick until it ends.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const pdf = await renderer.render(sampleReport('lv', 'Ķēniņš Brūnais'));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('Ķēniņš Brūnais');
  });

  // Linux keeps a nice value per thread; /proc/self/task lists this process's threads with theirs (stat, field 19).
  it.runIf(process.platform === 'linux')('renders at a lower priority than the thread that asked (nice 10 higher), which keeps its own', async () => {
    const mine = getPriority(0);
    await renderer.render(sampleReport('en', 'Nice Dog'));
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(Math.min(19, mine + 10));
    expect(getPriority(0)).toBe(mine);
  });
});
