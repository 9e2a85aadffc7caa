import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { columnsOf, randomPedigree } from './helpers/random';

const FC = { seed: 20240601, numRuns: 60 };

/** A random pedigree from fast-check parameters. */
const pedigreeArb = fc.record({
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  n: fc.integer({ min: 5, max: 90 }),
  window: fc.integer({ min: 2, max: 20 }),
  known: fc.double({ min: 0.5, max: 1, noNaN: true }),
});

describe('properties', () => {
  it('F does not change when rows are reordered and ids renamed', () => {
    fc.assert(
      fc.property(pedigreeArb, fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 1000 }), (shape, salt, offset) => {
        const p = randomPedigree(shape.seed, shape.n, shape);
        const cols = columnsOf(p);
        const ped = Pedigree.fromColumns(cols);
        // New ids: an injective scramble (odd multiplier mod 2^31, shifted away from 0), rows reversed and rotated.
        const rename = (id: number): number => (id === 0 ? 0 : ((Math.imul(id + offset, salt | 1) >>> 0) % 2147483647) + 1);
        const renamed = new Set(cols.ids.map(rename));
        fc.pre(renamed.size === cols.ids.length);
        const order = cols.ids.map((_, k) => k).reverse();
        const shift = salt % order.length;
        const rows = [...order.slice(shift), ...order.slice(0, shift)];
        const other = Pedigree.fromColumns({
          ids: rows.map((k) => rename(cols.ids[k])),
          sires: rows.map((k) => rename(cols.sires[k])),
          dams: rows.map((k) => rename(cols.dams[k])),
          sexes: rows.map((k) => cols.sexes[k]),
        });
        for (const id of cols.ids) expect(Math.abs(other.inbreeding(rename(id)) - ped.inbreeding(id))).toBeLessThan(1e-14);
      }),
      FC,
    );
  });

  it('common-ancestor contributions add up to the N-generation COI', () => {
    fc.assert(
      fc.property(pedigreeArb, fc.integer({ min: 1, max: 8 }), fc.nat(), (shape, generations, pick) => {
        const p = randomPedigree(shape.seed, shape.n, shape);
        const ped = Pedigree.fromColumns(columnsOf(p));
        const x = (pick % p.n) + 1;
        const result = ped.commonAncestors({ pet: x }, generations);
        const sum = result.ancestors.reduce((s, a) => s + a.contribution, 0);
        expect(Math.abs(sum - result.coi)).toBeLessThan(1e-12);
        expect(result.coi).toBe(ped.coi({ pet: x }, generations).coi);
        for (const a of result.ancestors) {
          expect(a.paths).toBeGreaterThan(0);
          expect(a.contribution).toBeGreaterThan(0);
        }
      }),
      FC,
    );
  });

  it('ranking order equals sorting by individually computed kinship', () => {
    fc.assert(
      fc.property(pedigreeArb, fc.nat(), (shape, pick) => {
        const p = randomPedigree(shape.seed, shape.n, shape);
        const ped = Pedigree.fromColumns(columnsOf(p));
        const females = p.sex.flatMap((s, i) => (s === 2 ? [i + 1] : []));
        const males = p.sex.flatMap((s, i) => (s === 1 ? [i + 1] : []));
        fc.pre(females.length > 0 && males.length > 0);
        const dam = females[pick % females.length];
        const ranking = ped.rankMales(dam, males);
        const sorted = [...males].sort((a, b) => ped.kinship(a, dam) - ped.kinship(b, dam) || a - b);
        expect([...ranking.ids]).toEqual(sorted);
      }),
      FC,
    );
  });

  it('tree colours mark exactly the ancestors that fill more than one slot', () => {
    fc.assert(
      fc.property(pedigreeArb, fc.integer({ min: 1, max: 10 }), fc.nat(), (shape, depth, pick) => {
        const p = randomPedigree(shape.seed, shape.n, shape);
        const ped = Pedigree.fromColumns(columnsOf(p));
        const tree = ped.tree({ pet: (pick % p.n) + 1 }, depth);
        const count = new Map<number, number>();
        for (let i = 1; i < tree.ids.length; i++) if (tree.ids[i] !== 0) count.set(tree.ids[i], (count.get(tree.ids[i]) ?? 0) + 1);
        const colourOf = new Map<number, number>();
        for (let i = 1; i < tree.ids.length; i++) {
          const id = tree.ids[i];
          const repeated = id !== 0 && (count.get(id) ?? 0) > 1;
          expect(tree.colour[i] >= 0).toBe(repeated);
          if (!repeated) continue;
          if (!colourOf.has(id)) colourOf.set(id, tree.colour[i]);
          expect(tree.colour[i]).toBe(colourOf.get(id));
        }
        // Colours 0, 1, 2, … in order of first appearance.
        expect([...colourOf.values()]).toEqual([...colourOf.keys()].map((_, k) => k));
      }),
      FC,
    );
  });
});
