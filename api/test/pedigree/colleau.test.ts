import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { backSubstitute, clearWeights, forward } from '../../src/pedigree/colleau';
import { computeAllInbreeding } from '../../src/pedigree/inbreeding';
import { columnsOf, randomPedigree } from './helpers/random';

/**
 * F for all (inbreedingBySire) runs its own copy of the two passes of Colleau's method; it must give, bit for bit,
 * what the general passes give: a(sire, dam) / 2 from backSubstitute over the sire and forward over the dam.
 */
describe('F for all against the general passes of Colleau’s method', () => {
  for (const [seed, n, window] of [
    [1, 400, 6],
    [2, 600, 12],
    [3, 300, 4],
  ]) {
    it(`seed ${seed}: every F equal bit for bit (n=${n}, window ${window})`, () => {
      const p = randomPedigree(seed, n, { window, known: 0.9 });
      const store = Pedigree.fromColumns(columnsOf(p)).internals;
      computeAllInbreeding(store);
      const work = store.work();
      let inbred = 0;
      for (let c = 0; c < store.count; c++) {
        const s = store.par[2 * c];
        const d = store.par[2 * c + 1];
        if (s < 0 || d < 0) {
          expect(store.F[c]).toBe(0);
          continue;
        }
        const { count } = backSubstitute(store, s, work, true);
        forward(store, Int32Array.of(d), 1, work);
        const expected = 0.5 * work.y[d];
        clearWeights(work, count);
        expect(store.F[c]).toBe(expected);
        if (expected > 0) inbred++;
      }
      expect(inbred).toBeGreaterThan(n / 4);
    });
  }
});
