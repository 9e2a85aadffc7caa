import type { BreedingPet, MatingDetail, MyMatingItem, PairGenetics } from '@bc/shared/contracts';

/** A parent as the mating page shows it. */
export function breedingPet(id: number, sex: 'male' | 'female', overrides: Partial<BreedingPet> = {}): BreedingPet {
  return {
    id,
    registeredName: sex === 'female' ? 'Amber Coast Black Flame' : 'Highland Blue Rhythm',
    callName: sex === 'female' ? 'Zara' : null,
    kennelPrefix: null,
    sex,
    birthDate: sex === 'female' ? '2022-03-01' : '2020-05-10',
    birthPrecision: 'day',
    deathDate: null,
    colorId: null,
    mainPhoto: null,
    publishStatus: 'published',
    titles: sex === 'male' ? 'CH RU, JCH LV' : null,
    countryOfResidence: 'LV',
    breedId: 'border-collie',
    owner: { userId: sex === 'female' ? 11 : 12, nickname: sex === 'female' ? 'anna' : 'boris', name: null, formerMember: false },
    health: [{ set: 'hips-fci', value: 'A', date: '2023-01-10' }],
    dna: [{ testId: 'TNS', result: 'N/M', status: 'carrier', date: '2023-02-01', lab: null, documentId: null }],
    ...overrides,
  };
}

/** The genetics of a pair: a COI above the warning threshold and a TNS risk (carrier × obligate carrier: 25 %). */
export function pairGenetics(overrides: Partial<PairGenetics> = {}): PairGenetics {
  return {
    coi: { coi10: 0.071, full: 0.0834, completeness: [1, 1, 1], fullCompleteness: [1, 1, 1], light: 'amber' },
    breedAverage: { breedId: 'border-collie', average: 0.052, dogs: 1840, bornFrom: '2021-01-01' },
    dna: [
      {
        test: 'TNS', name: 'Trapped Neutrophil Syndrome (TNS)', sire: 'obligate-carrier', dam: 'carrier',
        affectedMin: 0.25, affectedMax: 0.25, carrierMin: 0.5, carrierMax: 0.5, flagged: true, certain: true,
      },
      {
        test: 'CEA', name: 'Collie Eye Anomaly (CEA)', sire: 'unknown', dam: 'carrier',
        affectedMin: 0, affectedMax: 0.5, carrierMin: 0, carrierMax: 1, flagged: true, certain: false,
      },
      {
        test: 'MDR1', name: 'Multi-drug resistance (MDR1)', sire: 'clear', dam: 'clear',
        affectedMin: 0, affectedMax: 0, carrierMin: 0, carrierMax: 0, flagged: false, certain: false,
      },
    ],
    warnings: [
      { code: 'coi', level: 'warning', params: { coi: 0.0834, threshold: 0.0625 } },
      { code: 'dna-risk', level: 'high', params: { test: 'TNS', affectedMin: 0.25, affectedMax: 0.25 } },
      { code: 'missing-test', level: 'warning', params: { test: 'CEA', parent: 'sire', petId: 3390 } },
    ],
    ...overrides,
  };
}

/** `GET /api/matings/{id}` of a published planned mating, seen by a visitor. */
export function matingDetail(overrides: Partial<MatingDetail> = {}): MatingDetail {
  return {
    id: 42,
    dam: breedingPet(3881, 'female'),
    sire: breedingPet(3390, 'male'),
    owner: { userId: 11, nickname: 'anna', name: 'Amber Coast' },
    studOwner: { userId: 12, nickname: 'boris', name: null },
    status: 'planned',
    studAnswer: 'confirmed',
    studAnsweredAt: '2026-01-05T10:00:00.000Z',
    publishStatus: 'published',
    hiddenReason: null,
    announcement: 'A planned litter of working dogs.',
    country: 'LV',
    breedId: 'border-collie',
    dates: {
      matingDates: ['2026-02-01', '2026-02-03'],
      expectedWhelping: '2026-04-05',
      whelpingFrom: '2026-03-31',
      whelpingTo: '2026-04-10',
      goHome: null,
      listedUntil: '2026-05-05',
      expired: false,
    },
    genetics: pairGenetics(),
    litter: null,
    inquiries: null,
    permissions: { edit: false, answerAsStud: false, addLitter: false },
    version: 3,
    createdAt: '2026-01-04T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** An item of `GET /api/matings/user-matings`. */
export function myMatingItem(id: number, overrides: Partial<MyMatingItem> = {}): MyMatingItem {
  const dam = breedingPet(3881, 'female');
  const sire = breedingPet(3390, 'male');
  return {
    kind: 'planned',
    matingId: id,
    litterId: null,
    dam: { ...dam },
    sire: { ...sire },
    owner: { userId: 11, nickname: 'anna', name: 'Amber Coast' },
    status: 'planned',
    studAnswer: 'not-needed',
    publishStatus: 'draft',
    country: 'LV',
    breedId: 'border-collie',
    date: '2026-02-01',
    expectedWhelping: '2026-04-05',
    coi: 0.0834,
    announcement: null,
    counts: null,
    photo: null,
    expired: false,
    hiddenReason: null,
    relation: { recorded: true, stud: false },
    inquiries: 0,
    ...overrides,
  };
}
