import { describe, expect, it } from 'vitest';
import { type Genotype, offspringRisk, genotypeMask, Pedigree } from '../../src/pedigree';
import { randomPedigree, rng } from './helpers/random';

/*
 *   1 (m) x 2 (f) -> 3 (m), 4 (f)         tested: 1 N/N, 2 N/N
 *   3 x 5 (f)     -> 6 (f)                tested: 5 N/N  => 3 clear by parentage, 6 clear by parentage
 *   7 (m) x 6     -> 8 (m)                7 untested, no parents => 8 unknown (never clear)
 *   9 (m) x 10(f) -> 11 (m)               11 tested M/M => 9 and 10 obligate carriers (N/M or M/M)
 *  12 (m) x 13(f) -> 14 (f)               12 tested M/M, 13 untested => 14 at least carrier
 *  15 (m) x 16(f) -> 17 (f)               15, 16 tested M/M => 17 affected (untested)
 *  18 (m)         -> 19 (m, dam 2)        18 untested: N/N dam 2 ... 19 tested M/M => conflict around 19
 *  20 (m) x 4     -> 21 (m)               21 tested M/M: 4 is N/N by parentage => conflict
 *  22 (m, sire 1, dam 23) x 24 (f) -> 25  25 tested M/M, 22's sire 1 is N/N: 22 is exactly N/M
 */
const ped = Pedigree.fromRows([
  { id: 1, sex: 'male' },
  { id: 2, sex: 'female' },
  { id: 3, sire: 1, dam: 2, sex: 'male' },
  { id: 4, sire: 1, dam: 2, sex: 'female' },
  { id: 5, sex: 'female' },
  { id: 6, sire: 3, dam: 5, sex: 'female' },
  { id: 7, sex: 'male' },
  { id: 8, sire: 7, dam: 6, sex: 'male' },
  { id: 9, sex: 'male' },
  { id: 10, sex: 'female' },
  { id: 11, sire: 9, dam: 10, sex: 'male' },
  { id: 12, sex: 'male' },
  { id: 13, sex: 'female' },
  { id: 14, sire: 12, dam: 13, sex: 'female' },
  { id: 15, sex: 'male' },
  { id: 16, sex: 'female' },
  { id: 17, sire: 15, dam: 16, sex: 'female' },
  { id: 23, sex: 'female' },
  { id: 22, sire: 1, dam: 23, sex: 'male' },
  { id: 24, sex: 'female' },
  { id: 25, sire: 22, dam: 24, sex: 'male' },
]);
const tests = new Map<number, Genotype>([
  [1, 'N/N'],
  [2, 'N/N'],
  [5, 'N/N'],
  [11, 'M/M'],
  [12, 'M/M'],
  [15, 'M/M'],
  [16, 'M/M'],
  [25, 'M/M'],
]);

const pick = (r: { affected: { min: number; max: number }; risk: string }) => ({ affected: r.affected, risk: r.risk });

describe('DNA test inference', () => {
  it('clear by parentage, recursively, only with both parents clear', () => {
    expect(ped.genotype(1, tests)).toEqual({ id: 1, status: 'clear', tested: 'N/N', possible: ['N/N'] });
    expect(ped.genotype(3, tests)).toEqual({ id: 3, status: 'clear-by-parentage', tested: null, possible: ['N/N'] });
    expect(ped.genotype(6, tests).status).toBe('clear-by-parentage');
    // An unknown parent never counts as clear.
    expect(ped.genotype(8, tests)).toEqual({ id: 8, status: 'unknown', tested: null, possible: ['N/N', 'N/M'] });
    expect(ped.genotype(7, tests).status).toBe('unknown');
  });

  it('obligate carriers: parents of an M/M pet, offspring of an M/M parent', () => {
    expect(ped.genotype(9, tests)).toEqual({ id: 9, status: 'obligate-carrier', tested: null, possible: ['N/M', 'M/M'] });
    expect(ped.genotype(10, tests).status).toBe('obligate-carrier');
    expect(ped.genotype(14, tests)).toEqual({ id: 14, status: 'obligate-carrier', tested: null, possible: ['N/M', 'M/M'] });
    // An M/M offspring and a clear parent: exactly a carrier.
    expect(ped.genotype(22, tests)).toEqual({ id: 22, status: 'obligate-carrier', tested: null, possible: ['N/M'] });
    // Two M/M parents: affected without a test.
    expect(ped.genotype(17, tests)).toEqual({ id: 17, status: 'affected', tested: null, possible: ['M/M'] });
    expect(ped.genotype(11, tests)).toEqual({ id: 11, status: 'affected', tested: 'M/M', possible: ['M/M'] });
  });

  it('flags tests that contradict Mendelian inheritance', () => {
    const bad = new Map(tests);
    bad.set(4, 'N/N');
    bad.set(6, 'M/M'); // 6's parents: 3 (clear by parentage) and 5 (N/N)
    expect(ped.genotype(6, bad).status).toBe('conflict');
    expect(ped.genotype(5, bad).status).toBe('conflict');
  });

  it('Mendelian offspring probabilities', () => {
    const mask = (g: Genotype): number => genotypeMask([g]);
    expect(offspringRisk(mask('N/M'), mask('N/M'))).toMatchObject({
      exact: true,
      probabilities: { 'N/N': 0.25, 'N/M': 0.5, 'M/M': 0.25 },
      status: 'unknown',
    });
    expect(offspringRisk(mask('N/N'), mask('M/M'))).toMatchObject({ exact: true, probabilities: { 'N/N': 0, 'N/M': 1, 'M/M': 0 }, status: 'carrier' });
    expect(offspringRisk(mask('M/M'), mask('M/M'))).toMatchObject({ exact: true, probabilities: { 'N/N': 0, 'N/M': 0, 'M/M': 1 }, status: 'affected' });
    expect(offspringRisk(mask('N/N'), mask('N/M')).probabilities).toEqual({ 'N/N': 0.5, 'N/M': 0.5, 'M/M': 0 });
    expect(offspringRisk(mask('N/N'), mask('N/N')).status).toBe('clear');
  });

  it('gives the chance of affected offspring as bounds, never just "unknown" (P(sire passes M) × P(dam passes M))', () => {
    const m = (...g: Genotype[]) => genotypeMask(g);
    const ALL = m('N/N', 'N/M', 'M/M');
    const cases: [string, number, number, { min: number; max: number }, string][] = [
      ['carrier × carrier', m('N/M'), m('N/M'), { min: 0.25, max: 0.25 }, 'certain'],
      ['carrier × obligate carrier (N/M or M/M)', m('N/M'), m('N/M', 'M/M'), { min: 0.25, max: 0.5 }, 'certain'],
      ['carrier × unknown', m('N/M'), ALL, { min: 0, max: 0.5 }, 'possible'],
      ['affected × carrier', m('M/M'), m('N/M'), { min: 0.5, max: 0.5 }, 'certain'],
      ['affected × affected', m('M/M'), m('M/M'), { min: 1, max: 1 }, 'certain'],
      ['affected × clear', m('M/M'), m('N/N'), { min: 0, max: 0 }, 'none'],
      ['clear × unknown', m('N/N'), ALL, { min: 0, max: 0 }, 'none'],
      ['unknown × unknown', ALL, ALL, { min: 0, max: 1 }, 'possible'],
      ['affected × unknown', m('M/M'), ALL, { min: 0, max: 1 }, 'possible'],
    ];
    for (const [name, sire, dam, affected, risk] of cases) {
      expect({ name, ...pick(offspringRisk(sire, dam)) }).toEqual({ name, affected, risk });
      // The same from the other side: the bounds do not depend on which parent is the sire.
      expect({ name, ...pick(offspringRisk(dam, sire)) }).toEqual({ name, affected, risk });
    }
  });

  it('test matings: exact when both parents are known (tested or inferred), bounds otherwise', () => {
    // 3 (clear by parentage) x 4 (clear by parentage): clear.
    expect(ped.offspringGenotypes(3, 4, tests)).toMatchObject({ exact: true, status: 'clear', probabilities: { 'N/N': 1, 'N/M': 0, 'M/M': 0 } });
    // 12 (M/M) x 10 (obligate carrier, N/M or M/M): at least carrier, not exact.
    const risk = ped.offspringGenotypes(12, 10, tests);
    expect(risk).toMatchObject({ exact: false, probabilities: null, status: 'at-least-carrier', possible: ['N/M', 'M/M'] });
    expect(risk.min).toEqual({ 'N/N': 0, 'N/M': 0, 'M/M': 0.5 });
    expect(risk.max).toEqual({ 'N/N': 0, 'N/M': 0.5, 'M/M': 1 });
    // Unknown x M/M: at least carrier; unknown x N/N: unknown (never clear), but cannot be affected.
    expect(ped.offspringGenotypes(15, 13, tests).status).toBe('at-least-carrier');
    const unknownClear = ped.offspringGenotypes(7, 2, tests);
    expect(unknownClear).toMatchObject({ exact: false, status: 'unknown', possible: ['N/N', 'N/M'] });
    expect(unknownClear.max['M/M']).toBe(0);
    // 22 (exactly N/M) x 24 (obligate carrier via 25): at least 1/4 affected.
    expect(ped.offspringGenotypes(22, 24, tests).min['M/M']).toBe(0.25);
  });

  it('reports every slot of a tree and counts distinct ancestors', () => {
    const report = ped.diseaseRisk({ pet: 8 }, tests, 3);
    expect([...report.tree.ids]).toEqual([8, 7, 6, 0, 0, 3, 5, 0, 0, 0, 0, 1, 2, 0, 0]);
    expect(report.status).toEqual([
      'unknown',
      'unknown',
      'clear-by-parentage',
      null,
      null,
      'clear-by-parentage',
      'clear',
      null,
      null,
      null,
      null,
      'clear',
      'clear',
      null,
      null,
    ]);
    expect(report.subject?.status).toBe('unknown');
    expect(report.ancestors.map((a) => a.id)).toEqual([7, 6, 3, 5, 1, 2]);
    expect(report.summary).toEqual({ affected: 0, carriers: 0, clear: 5, unknown: 1 });
    const mating = ped.diseaseRisk({ sire: 12, dam: 14 }, tests, 2);
    expect(mating.subject).toBeNull();
    expect(mating.status[0]).toBeNull();
    expect(mating.summary).toEqual({ affected: 1, carriers: 1, clear: 0, unknown: 1 }); // 12 (twice), 14, 13
    expect(mating.offspring.status).toBe('at-least-carrier');
  });

  it('a reusable index gives the same answers as the one-off calls', () => {
    const index = ped.geneticTest(tests);
    for (const id of [3, 6, 8, 9, 14, 17, 22]) expect(index.genotype(id)).toEqual(ped.genotype(id, tests));
    for (const id of [1, 3, 4, 6, 8, 9, 11, 14, 17, 22, 25]) expect(index.status(id)).toBe(index.genotype(id).status);
    expect(index.offspring(12, 10)).toEqual(ped.offspringGenotypes(12, 10, tests));
    expect(index.report({ pet: 8 }, 3)).toEqual(ped.diseaseRisk({ pet: 8 }, tests, 3));
  });

  it('never excludes a genotype that some Mendelian assignment allows (brute force on small pedigrees)', () => {
    const GENOS: Genotype[] = ['N/N', 'N/M', 'M/M'];
    const alleles = (g: number): number[] => (g === 0 ? [0, 0] : g === 1 ? [0, 1] : [1, 1]);
    const canPass = (f: number, m: number, c: number): boolean =>
      alleles(f).some((a) => alleles(m).some((b) => a + b === c));
    for (let seed = 1; seed <= 30; seed++) {
      const p = randomPedigree(seed, 9, { founders: 3, window: 4, known: 0.8 });
      const r = rng(seed);
      // Simulate a true genotype per pet, then reveal some of them as test results.
      const truth: number[] = [];
      for (let i = 0; i < p.n; i++) {
        const pass = (parent: number): number => (parent < 0 ? (r() < 0.3 ? 1 : 0) : alleles(truth[parent])[r() < 0.5 ? 0 : 1]);
        truth.push(pass(p.sire[i]) + pass(p.dam[i]));
      }
      const results = new Map<number, Genotype>();
      for (let i = 0; i < p.n; i++) if (r() < 0.4) results.set(i + 1, GENOS[truth[i]]);
      const possible = Array.from({ length: p.n }, () => new Set<number>());
      const g = new Array<number>(p.n).fill(0);
      for (let code = 0; code < 3 ** p.n; code++) {
        let c = code;
        for (let i = 0; i < p.n; i++) {
          g[i] = c % 3;
          c = Math.floor(c / 3);
        }
        let ok = true;
        for (let i = 0; i < p.n && ok; i++) {
          const t = results.get(i + 1);
          if (t !== undefined && GENOS[g[i]] !== t) ok = false;
          const f = p.sire[i] < 0 ? -1 : g[p.sire[i]];
          const m = p.dam[i] < 0 ? -1 : g[p.dam[i]];
          if (ok && (f >= 0 || m >= 0)) {
            const fs = f >= 0 ? [f] : [0, 1, 2];
            const ms = m >= 0 ? [m] : [0, 1, 2];
            ok = fs.some((x) => ms.some((y) => canPass(x, y, g[i])));
          }
        }
        if (ok) for (let i = 0; i < p.n; i++) possible[i].add(g[i]);
      }
      const small = Pedigree.fromColumns({
        ids: p.sire.map((_, i) => i + 1),
        sires: p.sire.map((s) => s + 1),
        dams: p.dam.map((d) => d + 1),
        sexes: p.sex,
      });
      const index = small.geneticTest(results);
      for (let i = 0; i < p.n; i++) {
        const inferred = index.genotype(i + 1);
        for (const k of possible[i]) expect(inferred.possible, `seed ${seed} pet ${i + 1}`).toContain(GENOS[k]);
        expect(possible[i].has(truth[i])).toBe(true);
        if (inferred.status === 'clear-by-parentage') expect([...possible[i]]).toEqual([0]);
        if (inferred.status === 'obligate-carrier') expect(possible[i].has(0)).toBe(false);
      }
    }
  });
});
