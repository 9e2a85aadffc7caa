import { describe, expect, it, vi } from 'vitest';
import { type GeneticTestIndex, type Genotype, Pedigree, PedigreeError } from '../../src/pedigree';
import { StudPool } from '../../src/pedigree/stud-pool';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';

const GENOTYPES: Genotype[] = ['N/N', 'N/M', 'M/M'];

/** What the stud search must answer: rankMales' order and COIs, and each male's risks asked pair by pair. */
function expected(ped: Pedigree, dam: number, males: number[], tests: GeneticTestIndex[]) {
  const ranking = ped.rankMales(dam, males);
  const certain: number[] = [];
  const possible: number[] = [];
  for (const id of ranking.ids) {
    const risks = tests.map((index) => index.offspring(id, dam).risk);
    certain.push(risks.filter((r) => r === 'certain').length);
    possible.push(risks.filter((r) => r === 'possible').length);
  }
  return { ids: [...ranking.ids], coi: [...ranking.coi], certain, possible };
}

function answered(ped: Pedigree, dam: number, males: number[], tests: GeneticTestIndex[]) {
  const found = ped.studSearch(dam, males, tests);
  return { ids: [...found.ids], coi: [...found.coi], certain: [...found.certain], possible: [...found.possible] };
}

function someResults(n: number, seed: number): Map<number, Genotype>[] {
  const r = rng(seed);
  return [0.1, 0.3, 0.6].map((frequency) => {
    const tests = new Map<number, Genotype>();
    for (let id = 1; id <= n; id++) {
      if (r() > 0.15) continue;
      const a = r() < frequency;
      const b = r() < frequency;
      tests.set(id, GENOTYPES[(a ? 1 : 0) + (b ? 1 : 0)]);
    }
    return tests;
  });
}

function someTests(ped: Pedigree, n: number, seed: number): GeneticTestIndex[] {
  return someResults(n, seed).map((results) => ped.geneticTest(results));
}

describe('the stud search: males ranked for many dams with their DNA risks', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: the ranking is rankMales' bit for bit, and the risk counts are offspring()'s, for every dam`, () => {
      const p = randomPedigree(seed, 600, { window: 20 + seed, known: 0.8 });
      const ped = Pedigree.fromColumns(columnsOf(p));
      const tests = someTests(ped, p.n, seed + 50);
      const r = rng(seed * 7);
      const females = p.sex.flatMap((s, i) => (s === 2 ? [i + 1] : []));
      const allMales = p.sex.flatMap((s, i) => (s === 1 ? [i + 1] : []));
      // A short list is prepared as a pool (fewer males than a sixteenth of the pets); all males are ranked without.
      const few = allMales.filter(() => r() < 0.1).slice(0, 36);
      expect(few.length * 16).toBeLessThan(p.n);
      let risky = 0;
      for (const males of [few, allMales]) {
        for (let k = 0; k < 8; k++) {
          const dam = females[randInt(r, females.length)];
          const want = expected(ped, dam, males, tests);
          expect(answered(ped, dam, males, tests)).toEqual(want);
          risky += want.certain.filter((c) => c > 0).length + want.possible.filter((c) => c > 0).length;
        }
      }
      expect(risky).toBeGreaterThan(0); // the risks were not all "none"
    });
  }

  it('prepares a set of males once, and again after the pedigree changes', () => {
    const p = randomPedigree(7, 2000, { window: 60, known: 0.85 });
    const ped = Pedigree.fromColumns(columnsOf(p));
    const results = someResults(p.n, 70);
    const tests = results.map((r) => ped.geneticTest(r));
    const females = p.sex.flatMap((s, i) => (s === 2 ? [i + 1] : []));
    const males = p.sex.flatMap((s, i) => (s === 1 && i > 1850 ? [i + 1] : []));
    expect(males.length * 16).toBeLessThan(p.n); // prepared as a pool
    const build = vi.spyOn(StudPool, 'build');
    try {
      for (const dam of females.slice(-5)) ped.studSearch(dam, males, tests);
      expect(build).toHaveBeenCalledTimes(1);
      ped.studSearch(females[0], [...males].reverse(), tests); // another list: prepared on its own
      ped.studSearch(females[1], males, tests); // the first is still kept
      expect(build).toHaveBeenCalledTimes(2);

      // A write: a candidate gets new parents (a sire and dam of the oldest pets), so his COI with a dam changes.
      const male = males[males.length - 1];
      const dam = females[females.length - 1];
      const before = ped.studSearch(dam, males, tests);
      const oldSire = p.sex.findIndex((s) => s === 1) + 1;
      const kept = tests.map((index) => index.beforeChange(male));
      ped.upsert(male, oldSire, ped.parents(dam).dam ?? dam, 'male');
      // The indexes the write allows to keep (their masks below the male forgotten), the others built again.
      const fresh = tests.map((index, t) => (kept[t] ? index : ped.geneticTest(results[t])));
      const after = answered(ped, dam, males, fresh);
      expect(build).toHaveBeenCalledTimes(3);
      expect(after).toEqual(expected(ped, dam, males, fresh));
      const k = before.ids.indexOf(male);
      expect(after.coi[after.ids.indexOf(male)]).not.toBe(before.coi[k]);
    } finally {
      build.mockRestore();
    }
  });

  it('refuses what a test mating refuses, naming the pet', () => {
    const p = randomPedigree(8, 200, { window: 20 });
    const ped = Pedigree.fromColumns(columnsOf(p));
    const females = p.sex.flatMap((s, i) => (s === 2 ? [i + 1] : []));
    const males = p.sex.flatMap((s, i) => (s === 1 ? [i + 1] : []));
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        expect(error).toBeInstanceOf(PedigreeError);
        return { code: (error as PedigreeError).code, ids: (error as PedigreeError).ids };
      }
      return null;
    };
    expect(refusal(() => ped.studSearch(males[0], males.slice(1)))).toEqual({ code: 'sex', ids: [males[0]] });
    expect(refusal(() => ped.studSearch(females[0], [...males, females[1]]))).toEqual({ code: 'sex', ids: [females[1]] });
    expect(refusal(() => ped.studSearch(females[0], [...males, 9999]))).toEqual({ code: 'unknown-pet', ids: [9999] });
    expect(refusal(() => ped.studSearch(9999, males))).toEqual({ code: 'unknown-pet', ids: [9999] });
    // A pet of unknown sex without offspring may be either parent, but not both of one mating.
    ped.upsert(5000, null, null, 'unknown');
    expect(refusal(() => ped.studSearch(5000, [...males, 5000]))).toEqual({ code: 'sex', ids: [5000] });
    // The same checks on a short list (prepared as a pool) answer the same.
    const few = males.slice(0, 4);
    expect(refusal(() => ped.studSearch(males[5], few))).toEqual({ code: 'sex', ids: [males[5]] });
    expect(refusal(() => ped.studSearch(females[0], [...few, females[1]]))).toEqual({ code: 'sex', ids: [females[1]] });
    expect(refusal(() => ped.studSearch(5000, [...few, 5000]))).toEqual({ code: 'sex', ids: [5000] });
    expect(refusal(() => ped.studSearch(females[0], [...few, 9999]))).toEqual({ code: 'unknown-pet', ids: [9999] });
    expect(ped.studSearch(females[0], []).ids.length).toBe(0);
  });
});
