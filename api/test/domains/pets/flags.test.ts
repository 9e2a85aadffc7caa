import { describe, expect, it } from 'vitest';
import { flagsOf, nameDuplicates, parentProblems, similarNames } from '../../../src/domains/pets/flags';

describe('similarNames', () => {
  it('matches across Cyrillic and Latin, case, accents and spacing', () => {
    expect(similarNames('Северное Сияние', 'Severnoe Siyanie')).toBe(true);
    expect(similarNames('Ängsbackens Tess', 'angsbackens  TESS')).toBe(true);
    expect(similarNames('Fellside Silver Spark', 'Fellside Silver Sparks')).toBe(true);
  });
  it('keeps apart different names and litter-mates told apart by a number', () => {
    expect(similarNames('Fellside Silver Spark', 'Fellside Black Rock')).toBe(false);
    expect(similarNames('Alpha 1', 'Alpha 2')).toBe(false);
    expect(similarNames('Api Dog 5', 'Api Dog 50')).toBe(false);
    expect(similarNames('', '')).toBe(false);
  });
});

describe('nameDuplicates', () => {
  const rows = [
    { id: 1, registeredName: 'Буран', birthDate: '2019-05-14', sireId: null, damId: null, microchip: null },
    { id: 2, registeredName: 'Buran', birthDate: '2019-05-15', sireId: 7, damId: 8, microchip: null },
    { id: 3, registeredName: 'Buran', birthDate: '2019-05-16', sireId: 7, damId: null, microchip: null },
    { id: 4, registeredName: 'Tess', birthDate: '2019-05-14', sireId: null, damId: null, microchip: null },
  ];
  it('a similar name with the same birth date or the same two parents', () => {
    const dog = { id: null, registeredName: 'Buran', birthDate: '2019-05-14', sireId: 7, damId: 8, microchip: null };
    expect(nameDuplicates(dog, rows).map((r) => r.id)).toEqual([1, 2]);
    expect(nameDuplicates({ ...dog, id: 1 }, rows).map((r) => r.id)).toEqual([2]);
    expect(nameDuplicates({ ...dog, birthDate: null, damId: null }, rows)).toEqual([]);
  });
});

describe('parentProblems', () => {
  const parent = (field: 'sireId' | 'damId', birthDate: string | null, deathDate: string | null = null) => ({ field, id: field === 'sireId' ? 1 : 2, birthDate, deathDate });
  it('a parent under 6 months at the birth, or dead before it', () => {
    expect(parentProblems('2020-06-01', [parent('sireId', '2019-12-02'), parent('damId', '2018-01-01', '2020-05-31')])).toEqual([
      { field: 'sireId', id: 1, problem: 'parent-young' },
      { field: 'damId', id: 2, problem: 'parent-dead' },
    ]);
  });
  it('six months to the day, a death on the birth day, unknown dates: nothing', () => {
    expect(parentProblems('2020-06-01', [parent('sireId', '2019-12-01'), parent('damId', null, '2020-06-01')])).toEqual([]);
    expect(parentProblems('2020-08-31', [parent('sireId', '2020-02-29')])).toEqual([]);
    expect(parentProblems(null, [parent('sireId', '2020-01-01')])).toEqual([]);
  });
});

describe('flagsOf', () => {
  it('names each kind once, with its particulars', () => {
    expect(flagsOf({
      duplicates: [{ id: 3, reason: 'microchip' }, { id: 3, reason: 'name' }], distinctFrom: [4, 4],
      parents: [{ field: 'sireId', id: 1, problem: 'parent-young' }], coi: { before: 0.01, after: 0.2 },
    })).toEqual({
      flags: ['duplicate', 'distinct', 'parent-young', 'coi-change'],
      flagDetails: {
        duplicates: [{ id: 3, reason: 'microchip' }], distinctFrom: [4], parents: [{ field: 'sireId', id: 1, problem: 'parent-young' }],
        coi: { before: 0.01, after: 0.2 },
      },
    });
  });
  it('a small COI change and nothing found: no flags', () => {
    expect(flagsOf({ duplicates: [], distinctFrom: [], parents: [], coi: { before: 0.1, after: 0.12 } })).toEqual({ flags: [], flagDetails: {} });
  });
});
