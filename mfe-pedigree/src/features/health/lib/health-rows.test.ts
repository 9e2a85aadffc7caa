import { describe, expect, it } from 'vitest';
import { healthSets, petDetail } from '../../../testing/fixtures';
import { healthRows } from './health-rows';

const fallback = (kind: string, system: string | null) => `${kind}${system ? `/${system}` : ''}`;

describe('healthRows', () => {
  it('lists the recorded DNA tests first, then the examinations, named from the dictionary', () => {
    expect(healthRows(petDetail(), healthSets, 'en', fallback)).toEqual([
      {
        key: 'dna:cea',
        name: 'Collie eye anomaly (CEA)',
        result: 'N/M',
        status: 'carrier',
        date: '2021-06-10',
        lab: 'Laboklin',
        documentUrl: '/api/files/docs/cea.pdf',
      },
      { key: 'hips:fci:0', name: 'Hips (HD) — FCI', result: 'A', date: '2022-05-03', lab: 'Vet clinic', documentUrl: undefined },
      { key: 'baer:1', name: 'BAER hearing test', result: '+/+ (hears in both ears)', date: '2021-07-01', lab: null, documentUrl: undefined },
    ]);
  });

  it('leaves out DNA statuses only inferred from the parents', () => {
    const rows = healthRows(petDetail(), healthSets, 'en', fallback);
    expect(rows.map((row) => row.key)).not.toContain('dna:tns');
  });

  it('names tests and results in the page language', () => {
    const rows = healthRows(petDetail(), healthSets, 'de', fallback);
    expect(rows.map((row) => [row.name, row.result])).toEqual([
      ['Collie Eye Anomalie (CEA)', 'N/M'],
      ['Hüften (HD) — FCI', 'A'],
      ['BAER-Hörtest', '+/+ (hört auf beiden Ohren)'],
    ]);
  });

  it('falls back to generic names and raw values without the dictionary', () => {
    const rows = healthRows(petDetail(), [], 'en', fallback);
    expect(rows.map((row) => [row.name, row.result])).toEqual([
      ['dna/cea', 'N/M'],
      ['hips/fci', 'A'],
      ['baer', '+/+'],
    ]);
  });

  it('shows the genotype of a genetic test outside the DNA list with its status', () => {
    const pet = petDetail(5, {
      dna: [],
      health: [{ set: 'mdd', kind: 'mdd', system: null, value: 'N/M', date: null, lab: 'Optimal Selection', documentId: null }],
    });
    expect(healthRows(pet, healthSets, 'en', fallback)).toEqual([
      { key: 'mdd:0', name: 'mdd', result: 'N/M', status: 'carrier', date: null, lab: 'Optimal Selection', documentUrl: undefined },
    ]);
  });

  it('is empty for a pet with no recorded results', () => {
    expect(healthRows(petDetail(5, { health: [], dna: [] }), healthSets, 'en', fallback)).toEqual([]);
  });
});
