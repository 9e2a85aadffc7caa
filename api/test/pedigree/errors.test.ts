import { describe, expect, it } from 'vitest';
import { Pedigree, PedigreeError, type PetRow } from '../../src/pedigree';
import { refusal } from './helpers/refusal';

const base: PetRow[] = [
  { id: 1, sex: 'male', birth: '2010-01-01' },
  { id: 2, sex: 'female', birth: '2010-06-01' },
  { id: 3, sire: 1, dam: 2, sex: 'male', birth: '2013-03-01' },
  { id: 4, sire: 1, dam: 2, sex: 'female', birth: '2013-03-01' },
  { id: 5, sire: 3, dam: 4, sex: 'female', birth: '2016-01-01' },
];

describe('refused input', () => {
  it('loading: loops, duplicates, wrong sexes, birth order, invalid ids', () => {
    const loop = refusal(() => Pedigree.fromRows([{ id: 10, sire: 12 }, { id: 11, sire: 10 }, { id: 12, sire: 11 }, { id: 13, sire: 10 }]));
    expect([loop.code, loop.ids]).toEqual(['loop', [10, 12, 11]]);
    expect(refusal(() => Pedigree.fromRows([{ id: 7, dam: 7 }])).ids).toEqual([7]);
    expect(refusal(() => Pedigree.fromRows([...base, { id: 3 }])).ids).toEqual([3]);
    const sire = refusal(() => Pedigree.fromRows([...base, { id: 6, sire: 2 }]));
    expect([sire.code, sire.ids, sire.message]).toEqual(['sex', [6, 2], 'sire 2 of pet 6 is not male']);
    expect(refusal(() => Pedigree.fromRows([...base, { id: 6, dam: 3 }])).ids).toEqual([6, 3]);
    const both = refusal(() => Pedigree.fromRows([{ id: 20 }, { id: 21, sire: 20 }, { id: 22, dam: 20 }]));
    expect([both.code, both.ids]).toEqual(['sex', [20, 21, 22]]);
    expect(refusal(() => Pedigree.fromRows([{ id: 20 }, { id: 21, sire: 20, dam: 20 }])).code).toBe('sex');
    const born = refusal(() => Pedigree.fromRows([...base, { id: 6, sire: 3, dam: 4, birth: '2012-12-31' }]));
    expect([born.code, born.ids]).toEqual(['birth-order', [6, 3]]);
    for (const id of [0, -3, 1.5]) expect(refusal(() => Pedigree.fromRows([{ id }])).code).toBe('invalid-id');
  });

  it('upsert: a loop is refused with the pets in order and nothing changes', () => {
    const ped = Pedigree.fromRows([...base, { id: 6, sire: 3, dam: 4, sex: 'male' }]);
    const f6 = ped.inbreeding(6);
    const loop = refusal(() => ped.upsert(1, 6, null, 'male'));
    expect(loop.code).toBe('loop');
    expect(loop.ids).toEqual([1, 6, 3]); // 1's new sire 6, 6's sire 3, 3's sire 1
    expect(ped.parents(1)).toEqual({ sire: null, dam: null });
    expect(ped.inbreeding(6)).toBe(f6);
    expect(f6).toBe(0.25);
  });

  it('upsert: wrong sex of a parent or of the pet itself, birth order, same pet as both parents', () => {
    const ped = Pedigree.fromRows(base);
    expect(refusal(() => ped.upsert(6, 4, 2, 'male')).ids).toEqual([6, 4]);
    expect(refusal(() => ped.upsert(6, 1, 3, 'male')).ids).toEqual([6, 3]);
    // 1 is a sire: it cannot become female.
    const sex = refusal(() => ped.upsert(1, null, null, 'female'));
    expect([sex.code, sex.ids[1]]).toEqual(['sex', 1]);
    expect([3, 4]).toContain(sex.ids[0]); // one of its offspring
    const born = refusal(() => ped.upsert(6, 3, 4, 'male', '2012-01-01'));
    expect([born.code, born.ids]).toEqual(['birth-order', [6, 3]]);
    // 1 re-dated after its offspring 3.
    const late = refusal(() => ped.upsert(1, null, null, 'male', '2014-01-01'));
    expect([late.code, late.ids[1]]).toEqual(['birth-order', 1]);
    expect(refusal(() => ped.upsert(6, 3, 3, 'male')).code).toBe('sex');
    expect(ped.has(6)).toBe(false);
    // A pet of unknown sex may be a parent in one role.
    ped.upsert(30, null, null, 'unknown');
    ped.upsert(31, 30, 5, 'female');
    expect(refusal(() => ped.upsert(32, 3, 30, 'female')).code).toBe('sex');
  });

  it('test matings need a male sire and a female dam that exist', () => {
    const ped = Pedigree.fromRows(base);
    expect(refusal(() => ped.matingCoi(4, 2)).code).toBe('sex');
    expect(refusal(() => ped.matingCoi(3, 1)).ids).toEqual([1]);
    const unknown = refusal(() => ped.coi({ sire: 3, dam: 99 }));
    expect([unknown.code, unknown.ids]).toEqual(['unknown-pet', [99]]);
    expect(refusal(() => ped.tree({ pet: 5 }, 11)).code).toBe('invalid-argument');
    expect(ped.matingCoi(3, 4)).toBe(0.25);
  });

  it('errors can be renamed for the caller (e.g. CSV names)', () => {
    const loop = refusal(() => Pedigree.fromRows([{ id: 1, sire: 3 }, { id: 2, sire: 1 }, { id: 3, sire: 2 }]));
    const names = ['', 'A', 'B', 'C'];
    const named = loop.withNames((id) => names[id as number]);
    expect(named).toBeInstanceOf(PedigreeError);
    expect(named.ids).toEqual(['A', 'C', 'B']);
    expect(named.message).toBe('pets form a loop, each a parent of the one before: A -> C -> B -> A');
  });
});
