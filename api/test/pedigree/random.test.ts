import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { ReferencePedigree, referenceTruncatedCoi } from './helpers/reference';

const TOL = 1e-12;

/** Random pedigrees of different shapes: deep and inbred, shallow, many unknown parents. */
const SHAPES = [
  { n: 60, window: 6, known: 0.95 },
  { n: 120, window: 10, known: 0.9 },
  { n: 150, window: 30, known: 0.8 },
  { n: 80, window: 4, known: 1 },
  { n: 100, window: 8, known: 0.6 },
];

describe('engine against the recursive reference on random pedigrees', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const shape = SHAPES[seed % SHAPES.length];
    it(`seed ${seed}: F, kinship and test matings (n=${shape.n})`, () => {
      const p = randomPedigree(seed, shape.n, shape);
      const ref = new ReferencePedigree(p.sire, p.dam);
      const ped = Pedigree.fromColumns(columnsOf(p));
      let inbred = 0;
      for (let i = 0; i < p.n; i++) {
        const f = ref.F(i);
        if (f > 0) inbred++;
        expect(ped.inbreeding(i + 1)).toBeCloseTo(f, 12);
        expect(Math.abs(ped.inbreeding(i + 1) - f)).toBeLessThan(TOL);
      }
      if (shape.window <= 10) expect(inbred).toBeGreaterThan(0);
      const r = rng(seed * 7 + 1);
      const males = p.sex.flatMap((s, i) => (s === 1 ? [i] : []));
      const females = p.sex.flatMap((s, i) => (s === 2 ? [i] : []));
      for (let k = 0; k < 40; k++) {
        const a = randInt(r, p.n);
        const b = randInt(r, p.n);
        expect(Math.abs(ped.kinship(a + 1, b + 1) - ref.kin(a, b))).toBeLessThan(TOL);
        const s = males[randInt(r, males.length)];
        const d = females[randInt(r, females.length)];
        expect(Math.abs(ped.matingCoi(s + 1, d + 1) - ref.kin(s, d))).toBeLessThan(TOL);
      }
    });

    it(`seed ${seed}: COI over N generations equals F on the truncated pedigree`, () => {
      const p = randomPedigree(seed, shape.n, shape);
      const ped = Pedigree.fromColumns(columnsOf(p));
      const r = rng(seed * 13 + 5);
      for (let k = 0; k < 25; k++) {
        const x = randInt(r, p.n);
        const generations = 1 + randInt(r, 8);
        const report = ped.coi({ pet: x + 1 }, generations);
        const expected = referenceTruncatedCoi(p.sire, p.dam, p.sire[x], p.dam[x], generations);
        expect(Math.abs(report.coi - expected)).toBeLessThan(TOL);
        expect(report.full).toBe(ped.inbreeding(x + 1));
        // Deep enough, the truncated COI is the full F.
        expect(Math.abs(ped.coi({ pet: x + 1 }, 64).coi - ped.inbreeding(x + 1))).toBeLessThan(TOL);
      }
      const males = p.sex.flatMap((s, i) => (s === 1 ? [i] : []));
      const females = p.sex.flatMap((s, i) => (s === 2 ? [i] : []));
      for (let k = 0; k < 25; k++) {
        const s = males[randInt(r, males.length)];
        const d = females[randInt(r, females.length)];
        const generations = 1 + randInt(r, 10);
        const expected = referenceTruncatedCoi(p.sire, p.dam, s, d, generations);
        expect(Math.abs(ped.matingCoiGenerations(s + 1, d + 1, generations) - expected)).toBeLessThan(TOL);
        expect(Math.abs(ped.coi({ sire: s + 1, dam: d + 1 }, generations).coi - expected)).toBeLessThan(TOL);
      }
    });
  }
});
