import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkWriter } from '../../src/cli/pedigree/output';

/** What the writer prints for each value, one per line. */
async function printed(values: number[]): Promise<string[]> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const w = new ChunkWriter(out);
  for (const x of values) {
    await w.reserve(32);
    w.fixed10(x);
    w.byte(10);
  }
  await w.flush();
  return Buffer.concat(chunks).toString('latin1').split('\n').slice(0, -1);
}

describe('the CLI writes F exactly as toFixed(10) does', () => {
  it('on dyadic fractions (every F of a pedigree is one), halves at the 11th decimal and random values', async () => {
    const values = [0, -1e-17, 1e-11, 5e-11, 1.5e-10, 0.25, 0.5, 0.1445312500, 0.28125, 0.99999999999, 0.999999999949, 1, 0.123456789049999];
    for (let k = 1; k <= 40; k++) values.push(1 / 2 ** k, 3 / 2 ** (k + 1), 1 - 1 / 2 ** k);
    const r = fc.sample(fc.double({ min: 0, max: 1, noNaN: true }), { seed: 20240601, numRuns: 20_000 });
    values.push(...r);
    const out = await printed(values);
    values.forEach((x, k) => expect(out[k], String(x)).toBe(x > 0 ? x.toFixed(10) : '0.0000000000'));
  });
});
