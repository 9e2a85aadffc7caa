import { describe, expect, it } from 'vitest';
import { type Genotype, Pedigree, PedigreeError } from '../../src/pedigree';
import { randInt, randomPedigree, rng } from './helpers/random';

const GENOTYPES: Genotype[] = ['N/N', 'N/M', 'M/M'];

describe('GeneticTestIndex.beforeChange (keeping an index across writes)', () => {
  it('an index kept through writes it allows answers like one built afresh', () => {
    for (const seed of [1, 2, 3]) {
      const base = randomPedigree(seed, 300, { known: 0.85, window: 30 });
      const r = rng(seed + 100);
      const ped = Pedigree.fromRows(
        Array.from({ length: base.n }, (_, i) => ({
          id: i + 1,
          sire: base.sire[i] < 0 ? null : base.sire[i] + 1,
          dam: base.dam[i] < 0 ? null : base.dam[i] + 1,
          sex: base.sex[i] === 1 ? ('male' as const) : ('female' as const),
        })),
      );
      // Few tested pets, so that many writes leave the elimination alone.
      const tests = new Map<number, Genotype>();
      for (let k = 0; k < 25; k++) tests.set(1 + randInt(r, base.n), GENOTYPES[randInt(r, 3)]);
      let index = ped.geneticTest(tests);
      let nextId = base.n + 1;
      let kept = 0;
      let rebuilt = 0;
      for (let step = 0; step < 80; step++) {
        // Warm the derived cache so that stale entries would show.
        for (let k = 0; k < 30; k++) {
          const id = 1 + randInt(r, nextId - 1);
          if (ped.has(id)) {
            index.genotype(id);
            index.status(id); // and the statuses the index keeps by slot
          }
        }
        const kind = randInt(r, 3);
        const id = kind === 0 ? nextId++ : 1 + randInt(r, nextId - 1);
        if (kind !== 0 && !ped.has(id)) continue;
        const stillValid = index.beforeChange(id);
        try {
          if (kind === 2 && step % 4 === 0) ped.remove(id);
          else {
            const sire = 1 + randInt(r, nextId - 1);
            const dam = 1 + randInt(r, nextId - 1);
            ped.upsert(id, ped.has(sire) && ped.sex(sire) === 'male' ? sire : null, ped.has(dam) && ped.sex(dam) === 'female' ? dam : null, kind === 0 ? 'male' : ped.sex(id) === 'female' ? 'female' : 'male');
          }
        } catch (error) {
          if (!(error instanceof PedigreeError)) throw error;
        }
        if (!stillValid) {
          index = ped.geneticTest(tests);
          rebuilt++;
          continue;
        }
        kept++;
        const fresh = ped.geneticTest(tests);
        for (let other = 1; other < nextId; other++) {
          if (!ped.has(other) || ped.isPlaceholder(other)) continue;
          expect(index.genotype(other), `seed ${seed} step ${step} pet ${other}`).toEqual(fresh.genotype(other));
          expect(index.status(other), `seed ${seed} step ${step} pet ${other}`).toBe(fresh.status(other));
        }
      }
      expect(kept).toBeGreaterThan(10);
      expect(rebuilt).toBeGreaterThan(0);
    }
  });

  it('refuses a tested pet or an ancestor of one, accepts a pet not in the pedigree yet', () => {
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' }, { id: 2, sex: 'female' }, { id: 3, sire: 1, dam: 2, sex: 'male' }, { id: 4, sire: 3, sex: 'female' },
    ]);
    const index = ped.geneticTest(new Map([[3, 'N/M' as Genotype]]));
    expect(index.beforeChange(3)).toBe(false);
    expect(index.beforeChange(1)).toBe(false);
    expect(index.beforeChange(4)).toBe(true);
    expect(index.beforeChange(99)).toBe(true);
  });
});
