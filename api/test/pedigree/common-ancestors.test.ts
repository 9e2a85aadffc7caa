import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { referenceCommonAncestors } from './helpers/reference';

describe('common ancestors', () => {
  it('half-sib mating: one ancestor, one path pair, contribution 1/8', () => {
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' },
      { id: 2, sex: 'female' },
      { id: 3, sex: 'female' },
      { id: 4, sire: 1, dam: 2, sex: 'male' },
      { id: 5, sire: 1, dam: 3, sex: 'female' },
      { id: 6, sire: 4, dam: 5 },
    ]);
    const pet = ped.commonAncestors({ pet: 6 });
    expect(pet.coi).toBe(0.125);
    expect(pet.ancestors).toEqual([{ id: 1, paths: 1, sireSide: 2, damSide: 2, inbreeding: 0, contribution: 0.125 }]);
    expect(ped.commonAncestors({ sire: 4, dam: 5 })).toEqual(pet);
  });

  it('full sibs x full sibs of the next generation: paths through sire and dam, blocked ancestors hidden', () => {
    // 1 x 2 -> 3 (m), 4 (f); 3 x 4 -> 5 (m), 6 (f); 5 x 6 -> 7.
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' },
      { id: 2, sex: 'female' },
      { id: 3, sire: 1, dam: 2, sex: 'male' },
      { id: 4, sire: 1, dam: 2, sex: 'female' },
      { id: 5, sire: 3, dam: 4, sex: 'male' },
      { id: 6, sire: 3, dam: 4, sex: 'female' },
      { id: 7, sire: 5, dam: 6 },
    ]);
    const result = ped.commonAncestors({ pet: 7 });
    expect(result.coi).toBe(0.375);
    const byId = new Map(result.ancestors.map((a) => [a.id, a]));
    // 3 and 4 are the parents of both 5 and 6: one path pair each, 0.5^3 (1 + F) with F_3 = F_4 = 0.
    expect(byId.get(3)).toMatchObject({ paths: 1, sireSide: 2, damSide: 2, contribution: 0.125 });
    expect(byId.get(4)).toMatchObject({ paths: 1, sireSide: 2, damSide: 2, contribution: 0.125 });
    // 1 and 2: lines 5-3-1 with 6-4-1 and 5-4-1 with 6-3-1 share nothing else: 2 pairs x 0.5^5 each.
    expect(byId.get(1)).toMatchObject({ paths: 2, sireSide: 3, damSide: 3, contribution: 0.0625 });
    expect(byId.get(2)).toMatchObject({ paths: 2, sireSide: 3, damSide: 3, contribution: 0.0625 });
    expect(result.ancestors.reduce((s, a) => s + a.contribution, 0)).toBe(0.375);
    // Over one generation only the parents are known: no common ancestor.
    expect(ped.commonAncestors({ pet: 7 }, 1)).toEqual({ generations: 1, coi: 0, ancestors: [] });
  });

  it('lists blocked ancestors (on both sides, every line pair shares a pet) only on request', () => {
    // 1 x 2 -> 3 (m); 3 x 4 -> 5 (m); 3 x 6 -> 7 (f); 5 x 7 -> 8. 1 and 2 are only reached through 3.
    const rows = [
      { id: 1, sex: 'male' as const },
      { id: 2, sex: 'female' as const },
      { id: 3, sire: 1, dam: 2, sex: 'male' as const },
      { id: 4, sex: 'female' as const },
      { id: 5, sire: 3, dam: 4, sex: 'male' as const },
      { id: 6, sex: 'female' as const },
      { id: 7, sire: 3, dam: 6, sex: 'female' as const },
      { id: 8, sire: 5, dam: 7 },
    ];
    const ped = Pedigree.fromRows(rows);
    expect(ped.commonAncestors({ pet: 8 }).ancestors.map((a) => a.id)).toEqual([3]);
    const all = ped.commonAncestors({ pet: 8 }, 10, { includeBlocked: true });
    expect(all.ancestors.map((a) => a.id).sort()).toEqual([1, 2, 3]);
    expect(all.ancestors.find((a) => a.id === 1)).toMatchObject({ paths: 0, contribution: 0, sireSide: 3, damSide: 3 });
  });

  it('follows lines longer than N when an ancestor appears at several depths, so the sum stays exact', () => {
    // The sire 10 is also a great-great-grandsire on the dam side; over 3 generations, 10's own parents
    // (depth 2) are kept and reached again through the dam's long line.
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' },
      { id: 2, sex: 'female' },
      { id: 10, sire: 1, dam: 2, sex: 'male' },
      { id: 11, sire: 1, dam: 2, sex: 'female' },
      { id: 20, sire: 10, dam: 11, sex: 'female' },
      { id: 21, sire: 10, dam: 20, sex: 'female' },
      { id: 30, sex: 'male' },
      { id: 22, sire: 30, dam: 21, sex: 'female' },
      { id: 40, sire: 10, dam: 22 },
    ]);
    for (let generations = 1; generations <= 6; generations++) {
      const result = ped.commonAncestors({ pet: 40 }, generations);
      const sum = result.ancestors.reduce((s, a) => s + a.contribution, 0);
      expect(Math.abs(sum - result.coi)).toBeLessThan(1e-15);
      expect(result.coi).toBe(ped.coi({ pet: 40 }, generations).coi);
    }
    expect(ped.commonAncestors({ pet: 40 }, 20).coi).toBe(ped.inbreeding(40));
  });

  it('coiAndCommonAncestors answers what coi() and commonAncestors() answer, for pets and test matings', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const p = randomPedigree(seed, 90, { window: 6, known: 0.9 });
      const ped = Pedigree.fromColumns(columnsOf(p));
      const r = rng(seed * 17);
      for (let k = 0; k < 10; k++) {
        const generations = 1 + randInt(r, 10);
        const x = randInt(r, p.n);
        const subject = k % 3 === 0 && p.sire[x] >= 0 && p.dam[x] >= 0 ? { sire: p.sire[x] + 1, dam: p.dam[x] + 1 } : { pet: x + 1 };
        expect(ped.coiAndCommonAncestors(subject, generations)).toEqual({
          coi: ped.coi(subject, generations), common: ped.commonAncestors(subject, generations),
        });
      }
    }
  });

  for (let seed = 1; seed <= 12; seed++) {
    it(`seed ${seed}: paths, depths and contributions match brute force; they add up to the COI`, () => {
      const p = randomPedigree(seed, 70, { window: 5 + (seed % 6), known: 0.9 });
      const ped = Pedigree.fromColumns(columnsOf(p));
      const r = rng(seed * 31);
      const males = p.sex.flatMap((s, i) => (s === 1 ? [i] : []));
      const females = p.sex.flatMap((s, i) => (s === 2 ? [i] : []));
      for (let k = 0; k < 12; k++) {
        const generations = 1 + randInt(r, 6);
        const mating = k % 2 === 0;
        const x = randInt(r, p.n);
        const s = mating ? males[randInt(r, males.length)] : p.sire[x];
        const d = mating ? females[randInt(r, females.length)] : p.dam[x];
        const result = ped.commonAncestors(mating ? { sire: s + 1, dam: d + 1 } : { pet: x + 1 }, generations);
        const expected = referenceCommonAncestors(p.sire, p.dam, s, d, generations)
          .map((a) => ({ id: a.node + 1, paths: a.paths, sireSide: a.sireSide, damSide: a.damSide, contribution: a.contribution }))
          .sort((a, b) => a.id - b.id);
        const got = result.ancestors
          .map(({ id, paths, sireSide, damSide, contribution }) => ({ id, paths, sireSide, damSide, contribution }))
          .sort((a, b) => a.id - b.id);
        expect(got.map((a) => [a.id, a.paths, a.sireSide, a.damSide])).toEqual(expected.map((a) => [a.id, a.paths, a.sireSide, a.damSide]));
        got.forEach((a, i) => expect(Math.abs(a.contribution - expected[i].contribution)).toBeLessThan(1e-12));
        const sum = result.ancestors.reduce((t, a) => t + a.contribution, 0);
        expect(Math.abs(sum - result.coi)).toBeLessThan(1e-12);
      }
    });
  }
});
