import { describe, expect, it } from 'vitest';
import { Pedigree } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { referenceTree } from './helpers/reference';

/** 1 x 2 -> 3 (m), 4 (f); 3 x 4 -> 5 (m), 6 (f); 5 x 6 -> 7; 8 (f) founder. */
const fullSibs = (): Pedigree =>
  Pedigree.fromRows([
    { id: 1, sex: 'male' },
    { id: 2, sex: 'female' },
    { id: 3, sire: 1, dam: 2, sex: 'male' },
    { id: 4, sire: 1, dam: 2, sex: 'female' },
    { id: 5, sire: 3, dam: 4, sex: 'male' },
    { id: 6, sire: 3, dam: 4, sex: 'female' },
    { id: 7, sire: 5, dam: 6, sex: 'male' },
    { id: 8, sex: 'female' },
  ]);

describe('pedigree tree', () => {
  it('lays out the heap (sire of i at 2i+1, dam at 2i+2) and colours repeated ancestors by first appearance', () => {
    const tree = fullSibs().tree({ pet: 7 }, 3);
    expect(tree.hypothetical).toBe(false);
    expect([...tree.ids]).toEqual([7, 5, 6, 3, 4, 3, 4, 1, 2, 1, 2, 1, 2, 1, 2]);
    expect([...tree.generation]).toEqual([0, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect([...tree.colour]).toEqual([-1, -1, -1, 0, 1, 0, 1, 2, 3, 2, 3, 2, 3, 2, 3]);
    expect(tree.repeated).toEqual([
      { id: 3, colour: 0, slots: 2, firstSlot: 3 },
      { id: 4, colour: 1, slots: 2, firstSlot: 4 },
      { id: 1, colour: 2, slots: 4, firstSlot: 7 },
      { id: 2, colour: 3, slots: 4, firstSlot: 8 },
    ]);
  });

  it('draws a test mating with a hypothetical offspring in slot 0 and empty slots as 0', () => {
    const tree = fullSibs().tree({ sire: 7, dam: 8 }, 2);
    expect(tree.hypothetical).toBe(true);
    expect([...tree.ids]).toEqual([0, 7, 8, 5, 6, 0, 0]);
    expect([...tree.colour]).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect(fullSibs().tree({ pet: 7 }, 10).ids.length).toBe(2047);
  });

  it('AVK: distinct ancestors / known slots and / possible slots', () => {
    const ped = fullSibs();
    // 7 over 3 generations: 14 known slots, 6 distinct ancestors.
    expect(ped.ancestorLoss({ pet: 7 }, 3)).toEqual({
      generations: 3,
      distinct: 6,
      knownSlots: 14,
      possibleSlots: 14,
      avk: (6 / 14) * 100,
      avkOfPossible: (6 / 14) * 100,
    });
    // 5 over 3 generations: 6 known slots (3, 4, 1, 2, 1, 2) of 14, 4 distinct.
    const five = ped.ancestorLoss({ pet: 5 }, 3);
    expect([five.knownSlots, five.distinct, five.avk, five.avkOfPossible]).toEqual([6, 4, (4 / 6) * 100, (4 / 14) * 100]);
    expect(ped.ancestorLoss({ pet: 1 }, 3).avk).toBeNull();
  });

  it('completeness per generation: known slots / 2^k, over N generations and the whole pedigree', () => {
    const ped = fullSibs();
    const report = ped.coi({ pet: 5 }, 4);
    expect(report.completeness).toEqual([1, 1, 0, 0]);
    expect(report.fullCompleteness).toEqual([1, 1]);
    expect(report.equivalentGenerations).toBe(2);
    expect(report.coi).toBe(0.25);
    expect(report.full).toBe(0.25);
    const mating = ped.coi({ sire: 7, dam: 8 }, 2);
    expect(mating.completeness).toEqual([1, 0.5]);
    expect(mating.coi).toBe(0);
  });

  for (let seed = 1; seed <= 10; seed++) {
    it(`seed ${seed}: slots match a reference walk and exactly the repeated ancestors are coloured`, () => {
      const p = randomPedigree(seed, 90, { window: 6, known: 0.85 });
      const ped = Pedigree.fromColumns(columnsOf(p));
      const r = rng(seed * 17);
      for (let k = 0; k < 10; k++) {
        const depth = 1 + randInt(r, 10);
        const x = randInt(r, p.n);
        const tree = ped.tree({ pet: x + 1 }, depth);
        const ref = referenceTree(p.sire, p.dam, p.sire[x], p.dam[x], depth);
        expect([...tree.ids].slice(1)).toEqual(ref.slice(1).map((i) => (i < 0 ? 0 : i + 1)));
        const counts = new Map<number, number>();
        for (let i = 1; i < tree.ids.length; i++) if (tree.ids[i] > 0) counts.set(tree.ids[i], (counts.get(tree.ids[i]) ?? 0) + 1);
        const colourOf = new Map<number, number>();
        let nextColour = 0;
        for (let i = 1; i < tree.ids.length; i++) {
          const id = tree.ids[i];
          if (id === 0 || (counts.get(id) ?? 0) < 2) {
            expect(tree.colour[i]).toBe(-1);
            continue;
          }
          if (!colourOf.has(id)) colourOf.set(id, nextColour++);
          expect(tree.colour[i]).toBe(colourOf.get(id));
        }
        expect(tree.repeated.map((a) => [a.id, a.colour, a.slots])).toEqual([...colourOf].map(([id, c]) => [id, c, counts.get(id)]));
        const loss = ped.ancestorLoss({ pet: x + 1 }, depth);
        expect(loss.knownSlots).toBe([...counts.values()].reduce((a, b) => a + b, 0));
        expect(loss.distinct).toBe(counts.size);
      }
    });
  }
});
