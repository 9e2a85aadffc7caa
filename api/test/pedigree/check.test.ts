import { describe, expect, it } from 'vitest';
import { Pedigree, type PedigreeError, type PetRow } from '../../src/pedigree';
import { refusal } from './helpers/refusal';

const rows: PetRow[] = [
  { id: 1, sex: 'male', birth: '2010-01-01' },
  { id: 2, sex: 'female', birth: '2010-06-01' },
  { id: 3, sire: 1, dam: 2, sex: 'male', birth: '2013-03-01' },
  { id: 4, sire: 1, dam: 2, sex: 'female', birth: '2013-03-01' },
  { id: 5, sire: 3, dam: 4, sex: 'female', birth: '2016-01-01' },
];

/** Everything a write could change, to prove check() changes none of it. */
const snapshot = (ped: Pedigree) =>
  JSON.stringify({ size: ped.size, ...Object.fromEntries([1, 2, 3, 4, 5].map((id) => [id, [ped.parents(id), ped.sex(id), ped.inbreeding(id)]])) });

describe('Pedigree.check (upsert without the write)', () => {
  it('throws what upsert would throw, and changes nothing either way', () => {
    const ped = Pedigree.fromRows(rows);
    const before = snapshot(ped);
    const loop = refusal(() => ped.check(1, null, 5, 'male'));
    expect(loop.code).toBe('loop');
    expect(loop.ids[0]).toBe(1);
    expect(refusal(() => ped.check(6, 4, 3, 'male')).code).toBe('sex');
    expect(refusal(() => ped.check(3, 1, 2, 'female')).code).toBe('sex'); // 3 sired 5
    expect(refusal(() => ped.check(6, 3, 4, 'male', '2012-01-01')).code).toBe('birth-order');
    expect(refusal(() => ped.check(1, null, null, 'male', '2014-01-01')).code).toBe('birth-order'); // after his offspring
    ped.check(6, 3, 4, 'female', '2017-01-01'); // fine: a new pet
    ped.check(5, 1, 2, 'female'); // fine: new parents
    ped.check(7, 99, null, 'male'); // unknown parents would become placeholders on upsert
    expect(snapshot(ped)).toBe(before);
    expect(ped.has(6) || ped.has(7) || ped.has(99)).toBe(false);
  });

  it('id 0 stands for a pet not numbered yet: only its parents are checked', () => {
    const ped = Pedigree.fromRows(rows);
    ped.check(0, 3, 4, 'male', '2018-01-01');
    expect(refusal(() => ped.check(0, 4, 3, 'male')).code).toBe('sex');
    expect(refusal(() => ped.check(0, 3, 4, 'male', '2012-01-01')).code).toBe('birth-order');
    expect(refusal(() => ped.check(0, 3, 3, 'male')).code).toBe('sex');
    expect(refusal(() => ped.check(-1, 3, 4, 'male')).code).toBe('invalid-id');
  });

  it('agrees with upsert on random writes', () => {
    const ped = Pedigree.fromRows(rows);
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let k = 0; k < 300; k++) {
      const id = 1 + next(12);
      const sire = next(3) === 0 ? null : 1 + next(12);
      const dam = next(3) === 0 ? null : 1 + next(12);
      const sex = next(2) === 0 ? 'male' : 'female';
      const birth = `20${10 + next(10)}-01-01`;
      let checked: string | null = null;
      try {
        ped.check(id, sire, dam, sex, birth);
      } catch (e) {
        checked = (e as PedigreeError).code;
      }
      let upserted: string | null = null;
      try {
        ped.upsert(id, sire, dam, sex, birth);
      } catch (e) {
        upserted = (e as PedigreeError).code;
      }
      expect(checked).toBe(upserted);
    }
  });
});
