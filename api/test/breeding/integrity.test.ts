import { describe, expect, it } from 'vitest';
import { birthProblem, type ParentFacts, pairProblems } from '../../src/breeding';

const dog = (id: number, sex: 'male' | 'female', birthDate: string | null, death: Partial<ParentFacts> = {}): ParentFacts => ({
  id, label: `"Dog ${id}" (#${id})`, sex, birthDate, deathDate: null, deathPrecision: null, ...death,
});

describe('the integrity of a mating', () => {
  const dam = dog(1, 'female', '2023-01-10');
  const sire = dog(2, 'male', '2022-05-01');

  it('accepts a female of 12 months and a male of 6 months', () => {
    expect(pairProblems(dog(1, 'female', '2025-03-01'), dog(2, 'male', '2025-09-01'), ['2026-03-01'])).toEqual([]);
  });

  it('refuses a dam under 12 months and a sire under 6 months, naming them', () => {
    const problems = pairProblems(dog(1, 'female', '2025-03-02'), dog(2, 'male', '2025-09-02'), ['2026-03-01']);
    expect(problems.map((p) => [p.code, p.field, p.ids])).toEqual([['dam-age', 'damId', [1]], ['sire-age', 'sireId', [2]]]);
    expect(problems[0].message).toContain('"Dog 1" (#1)');
  });

  it('checks ages from the first mating date', () => {
    expect(pairProblems(dog(1, 'female', '2025-03-01'), sire, ['2026-03-05', '2026-02-27']).map((p) => p.code)).toEqual(['dam-age']);
  });

  it('refuses the wrong sexes and the same dog twice', () => {
    expect(pairProblems(dog(1, 'male', null), dog(2, 'female', null), ['2026-03-01']).map((p) => p.code)).toEqual(['dam-sex', 'sire-sex']);
    expect(pairProblems(dam, { ...dam }, ['2026-03-01']).map((p) => p.code)).toEqual(['same-pet']);
  });

  it('refuses a parent dead before the mating; a death known to the month or year counts only when certain', () => {
    const died = (deathDate: string, deathPrecision: 'day' | 'month' | 'year') => dog(2, 'male', '2015-01-01', { deathDate, deathPrecision });
    expect(pairProblems(dam, died('2026-02-28', 'day'), ['2026-03-01']).map((p) => p.code)).toEqual(['dead']);
    expect(pairProblems(dam, died('2026-03-01', 'day'), ['2026-03-01'])).toEqual([]);
    expect(pairProblems(dam, died('2026-02-01', 'month'), ['2026-02-28'])).toEqual([]);
    expect(pairProblems(dam, died('2026-02-01', 'month'), ['2026-03-01']).map((p) => p.code)).toEqual(['dead']);
    expect(pairProblems(dam, died('2026-01-01', 'year'), ['2026-12-31'])).toEqual([]);
    expect(pairProblems({ ...dam, deathDate: '2025-01-01', deathPrecision: 'year' }, sire, ['2026-01-01']).map((p) => p.field)).toEqual(['damId']);
  });

  it('checks an outside sire not created yet only as far as the dam goes', () => {
    expect(pairProblems(dam, null, ['2026-03-01'])).toEqual([]);
  });
});

describe('the integrity of a litter', () => {
  it('refuses a birth outside 56–72 days after every mating date', () => {
    expect(birthProblem('2026-05-03', ['2026-03-01'], 1, 'the dam')).toBeNull();
    const problem = birthProblem('2026-04-20', ['2026-03-01'], 1, '"Dog 1" (#1)');
    expect(problem).toMatchObject({ code: 'birth-window', field: 'birthDate', ids: [1] });
    expect(problem?.message).toContain('56–72 days');
  });
});
