import { describe, expect, it } from 'vitest';
import { breedingWarnings, DEFAULT_RULES, missingTests, type PairDna, statusRefusal, studAnswerAfter, trafficLight } from '../../src/breeding';

const facts = (over: Partial<Parameters<typeof breedingWarnings>[0]> = {}) => ({
  coi: 0.01, dna: [] as PairDna[], damLitters: 0, missingTests: { sire: [], dam: [] }, sireId: 2, damId: 1, ...over,
});

describe('breeding rules (warnings)', () => {
  it('warns above 6.25 % and 12.5 % COI, with the light', () => {
    expect(breedingWarnings(facts({ coi: 0.0625 }), DEFAULT_RULES)).toEqual([]);
    expect(breedingWarnings(facts({ coi: 0.07 }), DEFAULT_RULES)).toEqual([{ code: 'coi', level: 'warning', params: { coi: 0.07, threshold: 0.0625 } }]);
    expect(breedingWarnings(facts({ coi: 0.2 }), DEFAULT_RULES).map((w) => [w.code, w.level])).toEqual([['coi-high', 'high']]);
    expect([0.05, 0.07, 0.2].map((c) => trafficLight(c, DEFAULT_RULES))).toEqual(['green', 'amber', 'red']);
  });

  it('uses a breed’s own thresholds', () => {
    expect(breedingWarnings(facts({ coi: 0.05 }), { ...DEFAULT_RULES, coiWarning: 0.04 }).map((w) => w.code)).toEqual(['coi']);
  });

  it('flags a DNA test where both parents carry the mutation or one is affected, high when puppies surely can be affected', () => {
    const dna: PairDna[] = [
      { test: 'tns', sire: 'carrier', dam: 'obligate-carrier', affectedMin: 0.25, affectedMax: 0.5 },
      { test: 'cea', sire: 'affected', dam: 'clear', affectedMin: 0, affectedMax: 0 },
      { test: 'ncl', sire: 'carrier', dam: 'unknown', affectedMin: 0, affectedMax: 0.5 },
      { test: 'mdr1', sire: 'clear', dam: 'carrier', affectedMin: 0, affectedMax: 0 },
    ];
    expect(breedingWarnings(facts({ dna }), DEFAULT_RULES).map((w) => [w.code, w.level, w.params.test])).toEqual([
      ['dna-risk', 'high', 'tns'], ['dna-risk', 'warning', 'cea'],
    ]);
  });

  it('warns about the dam’s litters in the window and required tests missing, high warnings first', () => {
    const warnings = breedingWarnings(facts({ coi: 0.2, damLitters: 2, missingTests: { sire: ['cea'], dam: [] } }), DEFAULT_RULES);
    expect(warnings.map((w) => w.code)).toEqual(['coi-high', 'litter-count', 'missing-test']);
    expect(warnings[1].params).toEqual({ count: 2, limit: 2, months: 18, petId: 1 });
    expect(warnings[2].params).toEqual({ test: 'cea', parent: 'sire', petId: 2 });
    expect(missingTests(['cea', 'tns'], new Set(['tns']))).toEqual(['cea']);
  });
});

describe('a mating’s status', () => {
  it('keeps whelped to the litter and a happened mating in the past', () => {
    expect(statusRefusal('whelped', false, '2026-01-01', '2026-02-01')?.code).toBe('mating-status');
    expect(statusRefusal('planned', true, '2026-01-01', '2026-02-01')?.code).toBe('mating-status');
    expect(statusRefusal('whelped', true, '2026-01-01', '2026-02-01')).toBeNull();
    expect(statusRefusal('mated', false, '2026-03-01', '2026-02-01')).toMatchObject({ code: 'mating-date', field: 'matingDates.0' });
    expect(statusRefusal('planned', false, '2026-03-01', '2026-02-01')).toBeNull();
    expect(statusRefusal('cancelled', false, '2026-03-01', '2026-02-01')).toBeNull();
  });

  it('asks another member who owns the sire, again when the sire changes, never the recorder', () => {
    expect(studAnswerAfter(null, { sireOwnerId: 5, sireId: 9, recorderId: 3 })).toEqual({ studOwnerId: 5, studAnswer: 'awaiting', changed: true });
    expect(studAnswerAfter(null, { sireOwnerId: 3, sireId: 9, recorderId: 3 })).toMatchObject({ studOwnerId: null, studAnswer: 'not-needed' });
    expect(studAnswerAfter(null, { sireOwnerId: null, sireId: 9, recorderId: 3 })).toMatchObject({ studAnswer: 'not-needed' });
    const confirmed = { studOwnerId: 5, studAnswer: 'confirmed' as const, sireId: 9 };
    expect(studAnswerAfter(confirmed, { sireOwnerId: 5, sireId: 9, recorderId: 3 })).toEqual({ studOwnerId: 5, studAnswer: 'confirmed', changed: false });
    expect(studAnswerAfter(confirmed, { sireOwnerId: 5, sireId: 10, recorderId: 3 })).toMatchObject({ studAnswer: 'awaiting', changed: true });
    expect(studAnswerAfter(confirmed, { sireOwnerId: 6, sireId: 9, recorderId: 3 })).toMatchObject({ studOwnerId: 6, studAnswer: 'awaiting' });
  });
});
