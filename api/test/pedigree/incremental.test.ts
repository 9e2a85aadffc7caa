import { afterAll, describe, expect, it } from 'vitest';
import { Pedigree, PedigreeError, type Sex } from '../../src/pedigree';
import { columnsOf, randInt, randomPedigree, rng } from './helpers/random';
import { ReferencePedigree } from './helpers/reference';

interface Pet {
  sire: number;
  dam: number;
  sex: Sex;
}

/** The model: plain parent links; F by the reference, and by a fresh load of the engine. */
function check(ped: Pedigree, model: Map<number, Pet>): void {
  const ids = [...model.keys()];
  const index = new Map(ids.map((id, k) => [id, k]));
  const ref = new ReferencePedigree(
    ids.map((id) => (model.get(id)?.sire ? (index.get(model.get(id)?.sire as number) ?? -1) : -1)),
    ids.map((id) => (model.get(id)?.dam ? (index.get(model.get(id)?.dam as number) ?? -1) : -1)),
  );
  const fresh = Pedigree.fromRows(ids.map((id) => ({ id, sire: model.get(id)?.sire, dam: model.get(id)?.dam, sex: model.get(id)?.sex })));
  ids.forEach((id, k) => {
    expect(Math.abs(ped.inbreeding(id) - ref.F(k))).toBeLessThan(1e-12);
    expect(ped.inbreeding(id)).toBe(fresh.inbreeding(id));
  });
}

function snapshot(ped: Pedigree, model: Map<number, Pet>): Map<number, number> {
  return new Map([...model.keys()].map((id) => [id, ped.inbreeding(id)]));
}

describe('incremental updates equal a full recomputation', () => {
  let totalRefused = 0;
  afterAll(() => expect(totalRefused).toBeGreaterThan(0)); // some random parent changes made loops

  for (let seed = 1; seed <= 8; seed++) {
    it(`seed ${seed}: 150 random inserts, parent changes and removals`, () => {
      const base = randomPedigree(seed, 60, { window: 8 });
      const cols = columnsOf(base);
      const ped = Pedigree.fromColumns(cols);
      const model = new Map<number, Pet>();
      cols.ids.forEach((id, k) => model.set(id, { sire: cols.sires[k], dam: cols.dams[k], sex: cols.sexes[k] === 1 ? 'male' : 'female' }));
      const r = rng(seed * 101);
      let nextId = 1000;
      let refused = 0;
      for (let step = 0; step < 150; step++) {
        const ids = [...model.keys()];
        const males = ids.filter((id) => model.get(id)?.sex === 'male');
        const females = ids.filter((id) => model.get(id)?.sex === 'female');
        const pick = (list: number[]): number => (r() < 0.15 || list.length === 0 ? 0 : list[randInt(r, list.length)]);
        const before = snapshot(ped, model);
        const op = r();
        let changedIds: number[] = [];
        if (op < 0.45) {
          const id = nextId++;
          const pet: Pet = { sire: pick(males), dam: pick(females), sex: r() < 0.5 ? 'male' : 'female' };
          const result = ped.upsert(id, pet.sire || null, pet.dam || null, pet.sex);
          model.set(id, pet);
          changedIds = [...result.ids];
          expect(changedIds).toContain(id);
        } else if (op < 0.85) {
          const id = ids[randInt(r, ids.length)];
          const old = model.get(id) as Pet;
          const pet: Pet = { ...old, sire: pick(males), dam: pick(females) };
          if (pet.sire === id || pet.dam === id) continue;
          try {
            const result = ped.upsert(id, pet.sire || null, pet.dam || null, pet.sex);
            model.set(id, pet);
            changedIds = [...result.ids];
          } catch (e) {
            // A loop: refused, and nothing changed.
            expect(e).toBeInstanceOf(PedigreeError);
            expect((e as PedigreeError).code).toBe('loop');
            expect((e as PedigreeError).ids[0]).toBe(id);
            refused++;
          }
        } else {
          const id = ids[randInt(r, ids.length)];
          const result = ped.remove(id);
          model.delete(id);
          for (const pet of model.values()) {
            if (pet.sire === id) pet.sire = 0;
            if (pet.dam === id) pet.dam = 0;
          }
          changedIds = [...result.ids];
          expect(ped.has(id)).toBe(false);
        }
        // Reported changes = exactly the F values that changed.
        const after = snapshot(ped, model);
        const really = [...after.keys()].filter((id) => !(before.get(id) === after.get(id))).sort((a, b) => a - b);
        expect(changedIds.filter((id) => model.has(id)).sort((a, b) => a - b)).toEqual(really);
        if (step % 10 === 9) check(ped, model);
      }
      check(ped, model);
      totalRefused += refused;
    });
  }

  it('reports the descendants whose F changes when an early pet gets new parents', () => {
    // Founders 1 (m), 2 (f), 3 (m); 4 = 1 x 2 (f), 5 = 3 x 2 (m), 6 = 5 x 4, 7 = 5 x 4 (f), 8 = 6 x 7.
    const ped = Pedigree.fromRows([
      { id: 1, sex: 'male' },
      { id: 2, sex: 'female' },
      { id: 3, sex: 'male' },
      { id: 4, sire: 1, dam: 2, sex: 'female' },
      { id: 5, sire: 3, dam: 2, sex: 'male' },
      { id: 6, sire: 5, dam: 4, sex: 'male' },
      { id: 7, sire: 5, dam: 4, sex: 'female' },
      { id: 8, sire: 6, dam: 7, sex: 'male' },
    ]);
    expect(ped.inbreeding(6)).toBe(0.125); // half sibs 5 and 4 via 2
    expect(ped.inbreeding(8)).toBe(0.3125); // full sibs 6 x 7: (0.5 + 0.5 + 2 x 0.125) / 4
    const before8 = ped.inbreeding(8);
    // 5 becomes a son of 1 and 2 as well: 4 and 5 full sibs.
    const result = ped.upsert(5, 1, 2, 'male');
    expect(result.recomputed).toBe(4); // 5, 6, 7, 8
    expect([...result.ids].sort()).toEqual([6, 7, 8]);
    expect(ped.inbreeding(6)).toBe(0.25);
    expect(ped.inbreeding(8)).not.toBe(before8);
    const fresh = Pedigree.fromRows([
      { id: 1 },
      { id: 2 },
      { id: 3 },
      { id: 4, sire: 1, dam: 2 },
      { id: 5, sire: 1, dam: 2 },
      { id: 6, sire: 5, dam: 4 },
      { id: 7, sire: 5, dam: 4 },
      { id: 8, sire: 6, dam: 7 },
    ]);
    for (let id = 1; id <= 8; id++) expect(ped.inbreeding(id)).toBe(fresh.inbreeding(id));
  });

  it('builds a whole pedigree by upserts in any order (parents first seen as placeholders)', () => {
    const p = randomPedigree(42, 80, { window: 6 });
    const cols = columnsOf(p);
    const loaded = Pedigree.fromColumns(cols);
    const ped = Pedigree.empty();
    const order = cols.ids.map((_, k) => k).reverse(); // offspring before parents
    for (const k of order) ped.upsert(cols.ids[k], cols.sires[k] || null, cols.dams[k] || null, cols.sexes[k] === 1 ? 'male' : 'female');
    for (const id of cols.ids) expect(Math.abs(ped.inbreeding(id) - loaded.inbreeding(id))).toBeLessThan(1e-12);
    expect(ped.size).toBe(loaded.size);
    for (const id of cols.ids) expect(ped.isPlaceholder(id)).toBe(false);
  });
});
