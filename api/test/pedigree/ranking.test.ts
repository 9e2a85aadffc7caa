import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { ReferencePedigree } from './helpers/reference';

describe('ranking males for a female by the COI of their offspring', () => {
  for (let seed = 1; seed <= 8; seed++) {
    it(`seed ${seed}: order and values equal individually computed kinship`, () => {
      const p = randomPedigree(seed, 120, { window: 8 + seed });
      const ped = Pedigree.fromColumns(columnsOf(p));
      const ref = new ReferencePedigree(p.sire, p.dam);
      const r = rng(seed * 3);
      const females = p.sex.flatMap((s, i) => (s === 2 ? [i + 1] : []));
      const males = p.sex.flatMap((s, i) => (s === 1 ? [i + 1] : []));
      for (let k = 0; k < 4; k++) {
        const dam = females[randInt(r, females.length)];
        const ranking = k % 2 === 0 ? ped.rankMales(dam) : ped.rankMales(dam, males.filter(() => r() < 0.5));
        const expectedIds = (k % 2 === 0 ? males : [...ranking.ids]).slice();
        const coi = new Map(expectedIds.map((m) => [m, ped.matingCoi(m, dam)]));
        expectedIds.sort((a, b) => (coi.get(a) as number) - (coi.get(b) as number) || a - b);
        expect([...ranking.ids]).toEqual(expectedIds);
        ranking.ids.forEach((m, i) => {
          expect(Math.abs(ranking.coi[i] - (coi.get(m) as number))).toBeLessThan(1e-13);
          expect(Math.abs(ranking.coi[i] - ref.kin(m - 1, dam - 1))).toBeLessThan(1e-12);
        });
        for (let i = 1; i < ranking.coi.length; i++) expect(ranking.coi[i]).toBeGreaterThanOrEqual(ranking.coi[i - 1]);
        expect(ranking.dam).toBe(dam);
        expect(ranking.coiGenerations).toBeNull();
      }
    });
  }

  it('a long list (all males of 12,000 pets: radix-sorted, one forward sweep) is ordered as kinship and id say', () => {
    const p = randomPedigree(21, 12_000, { window: 40, known: 0.85 });
    const ped = Pedigree.fromColumns(columnsOf(p, 1000));
    const males = p.sex.flatMap((s, i) => (s === 1 ? [i + 1001] : []));
    expect(males.length).toBeGreaterThan(4096);
    const dam = p.sex.findIndex((s, i) => s === 2 && i > 11_000) + 1001;
    const ranking = ped.rankMales(dam);
    const coi = new Map(males.map((m) => [m, ped.matingCoi(m, dam)]));
    const expected = [...males].sort((a, b) => (coi.get(a) as number) - (coi.get(b) as number) || a - b);
    expect([...ranking.ids]).toEqual(expected);
    ranking.ids.forEach((m, i) => expect(Math.abs(ranking.coi[i] - (coi.get(m) as number))).toBeLessThan(1e-13));
    expect(ranking.coi.filter((c) => c === 0).length).toBeGreaterThan(10); // ties, ordered by id
  });

  it('all males after writes: the males kept in id order follow a new male, a removal and a change of sex', () => {
    const p = randomPedigree(23, 9_000, { window: 40, known: 0.85 });
    const ped = Pedigree.fromColumns(columnsOf(p));
    const dam = p.sex.findIndex((s, i) => s === 2 && i > 8_000) + 1;
    const sire = p.sex.findIndex((s, i) => s === 1 && i > 8_000) + 1;
    const mother = p.sex.findIndex((s, i) => s === 2 && i > 7_000 && i + 1 !== dam) + 1;
    const fresh = () => {
      const ids = [...ped.inbreedingColumns().ids].filter((id) => ped.sex(id) === 'male' && !ped.isPlaceholder(id));
      const coi = new Map(ids.map((m) => [m, ped.matingCoi(m, dam)]));
      return ids.sort((a, b) => (coi.get(a) as number) - (coi.get(b) as number) || a - b);
    };
    const before = ped.rankMales(dam);
    expect(before.ids.length).toBeGreaterThan(4096); // the radix sort, by value alone over the males in id order
    ped.upsert(20_000, sire, mother, 'male'); // a new male, a half-brother of the dam's kin
    expect([...ped.rankMales(dam).ids]).toEqual(fresh());
    expect([...ped.rankMales(dam).ids]).toContain(20_000);
    const quiet = [...before.ids].find((id) => !ped.parents(id).sire && ped.sex(id) === 'male' && id !== sire) as number;
    ped.upsert(quiet, null, null, 'female'); // a male without offspring recorded as a female
    expect([...ped.rankMales(dam).ids]).not.toContain(quiet);
    ped.remove(20_000);
    expect([...ped.rankMales(dam).ids]).toEqual(fresh());
    expect([...ped.rankMales(dam).ids]).not.toContain(20_000);
  });

  it('optionally ranks by the COI over N generations', () => {
    const p = randomPedigree(9, 100, { window: 6 });
    const ped = Pedigree.fromColumns(columnsOf(p));
    const dam = p.sex.findIndex((s, i) => s === 2 && i > 50) + 1;
    const males = p.sex.flatMap((s, i) => (s === 1 ? [i + 1] : []));
    const ranking = ped.rankMales(dam, males, { generations: 3, orderBy: 'generations' });
    expect(ranking.coiGenerations).not.toBeNull();
    const byGen = ranking.coiGenerations as Float64Array;
    ranking.ids.forEach((m, i) => {
      expect(byGen[i]).toBe(ped.matingCoiGenerations(m, dam, 3));
      expect(ranking.coi[i]).toBe(ped.matingCoi(m, dam));
      if (i > 0) expect(byGen[i]).toBeGreaterThanOrEqual(byGen[i - 1]);
    });
  });

  it('refuses a female in the list of males and a male as the dam', () => {
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' },
      { id: 2, sex: 'female' },
      { id: 3, sex: 'female' },
    ]);
    expect(() => ped.rankMales(2, [1, 3])).toThrow(/cannot be the sire/);
    expect(() => ped.rankMales(1, [1])).toThrow(/cannot be the dam/);
    expect([...ped.rankMales(2).ids]).toEqual([1]);
  });
});
