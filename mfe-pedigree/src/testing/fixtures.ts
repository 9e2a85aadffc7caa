import { type DiseasesResponse, type DiseaseStatus, type HealthOptionSet, type PetDetail, SLOT_EMPTY, type TreeDog, type TreeDogs, type TreeResponse } from '@bc/shared/contracts';

/**
 * A small real-shaped pedigree: Heatherbrae Quill (101) is out of half-siblings, Heatherbrae Moss (102) and
 * Glenmore Fern (103), both by Craigside Roy (104). Roy fills two slots, and so do his parents (107, 108):
 * COI = (1/2)^(2+2-1) = 0.125, with Roy as the only common ancestor.
 *
 *             ┌ Craigside Roy 104 ┬ Craigside Glen 107
 *   ┌ Moss 102┤                   └ Craigside Bess 108
 *   │         └ Heatherbrae Meg 105 (parents unknown)
 * Quill 101
 *   │         ┌ Craigside Roy 104 ┬ Craigside Glen 107
 *   └ Fern 103┤                   └ Craigside Bess 108
 *             └ Glenmore Nell 106 ┬ Glenmore Sweep 109
 *                                 └ (unknown)
 */
type Family = { sire: number | null; dam: number | null };

const FAMILY: Record<number, Family> = {
  101: { sire: 102, dam: 103 },
  102: { sire: 104, dam: 105 },
  103: { sire: 104, dam: 106 },
  104: { sire: 107, dam: 108 },
  105: { sire: null, dam: null },
  106: { sire: 109, dam: null },
  107: { sire: null, dam: null },
  108: { sire: null, dam: null },
  109: { sire: null, dam: null },
};

const DNA: Record<number, Record<string, DiseaseStatus>> = {
  101: { CEA: 'unknown', TNS: 'clear-by-parentage' },
  102: { CEA: 'clear', TNS: 'clear' },
  103: { CEA: 'carrier', TNS: 'clear' },
  104: { CEA: 'carrier', TNS: 'clear' },
  105: { CEA: 'clear' },
  106: { CEA: 'obligate-carrier' },
};

const NAMES: Record<number, [string, 'male' | 'female', string | null]> = {
  101: ['Heatherbrae Quill', 'male', '2021-04-12'],
  102: ['Heatherbrae Moss', 'male', '2016-05-02'],
  103: ['Glenmore Fern', 'female', '2017-03-20'],
  104: ['Craigside Roy', 'male', '2011-06-01'],
  105: ['Heatherbrae Meg', 'female', '2012-02-14'],
  106: ['Glenmore Nell', 'female', '2013-09-09'],
  107: ['Craigside Glen', 'male', '2006-01-01'],
  108: ['Craigside Bess', 'female', '2007-01-01'],
  109: ['Glenmore Sweep', 'male', null],
};

export function treeDog(id: number, overrides: Partial<TreeDog> = {}): TreeDog {
  const [registeredName, , birthDate] = NAMES[id] ?? [`Dog ${id}`, 'male', null];
  return {
    id,
    registeredName,
    birthYear: birthDate ? Number(birthDate.slice(0, 4)) : null,
    colorId: null,
    inbreeding: id === 101 ? 0.125 : 0,
    titles: id === 104 ? 'ISDS Supreme Champion' : null,
    thumbnail: null,
    repeat: null,
    dna: Object.fromEntries(Object.entries(DNA[id] ?? {}).filter(([, status]) => status !== 'unknown')),
    ...overrides,
  };
}

/** Dogs in the answer's columns (as the API sends them). */
export function dogColumns(dogs: TreeDog[]): TreeDogs {
  const columns: TreeDogs = { ids: [], registeredNames: [], birthYears: [], colorIds: [], inbreeding: [], titles: {}, thumbnails: {}, repeats: {}, dna: {} };
  for (const dog of dogs) {
    columns.ids.push(dog.id);
    columns.registeredNames.push(dog.registeredName);
    columns.birthYears.push(dog.birthYear);
    columns.colorIds.push(dog.colorId);
    columns.inbreeding.push(dog.inbreeding);
    if (dog.titles) columns.titles[dog.id] = dog.titles;
    if (dog.thumbnail) columns.thumbnails[dog.id] = dog.thumbnail;
    if (dog.repeat !== null) columns.repeats[dog.id] = dog.repeat;
    if (Object.keys(dog.dna).length > 0) columns.dna[dog.id] = dog.dna;
  }
  return columns;
}

/** The slots and dogs of a tree whose slot k holds `ids[k]` (null: nobody), repeat colours by first appearance. */
export function treeOf(ids: (number | null)[], dog: (id: number) => TreeDog = treeDog): Pick<TreeResponse, 'slots' | 'dogs'> {
  const seen = new Map<number, number>();
  ids.forEach((id, slot) => slot > 0 && id !== null && seen.set(id, (seen.get(id) ?? 0) + 1));
  const colours = new Map<number, number>();
  for (const id of ids) if (id !== null && (seen.get(id) ?? 0) > 1 && !colours.has(id)) colours.set(id, colours.size);
  const order = [...new Set(ids.filter((id): id is number => id !== null))];
  const slots = ids.map((id) => id ?? SLOT_EMPTY);
  while (slots.length > 0 && slots[slots.length - 1] === SLOT_EMPTY) slots.pop();
  return { slots, dogs: dogColumns(order.map((id) => ({ ...dog(id), repeat: colours.get(id) ?? null }))) };
}

/** Heap slots of `root`'s tree (root null: a test mating of `sire` × `dam`). */
function buildTree(depth: number, root: number | null, parents?: Family): Pick<TreeResponse, 'slots' | 'dogs'> {
  const count = 2 ** (depth + 1) - 1;
  const ids: (number | null)[] = new Array(count).fill(null);
  ids[0] = root;
  for (let slot = 0; 2 * slot + 2 < count; slot++) {
    const family = slot === 0 && root === null ? parents : ids[slot] !== null ? FAMILY[ids[slot] as number] : undefined;
    ids[2 * slot + 1] = family?.sire ?? null;
    ids[2 * slot + 2] = family?.dam ?? null;
  }
  return treeOf(ids);
}

function summary(depth: number, generations: number, slots: number[]) {
  const known = slots.filter((id, slot) => id > 0 && slot > 0);
  const fullCompleteness = [1, 1, 0.625];
  const distinct = new Set(known).size;
  return {
    depth,
    coi: {
      generations,
      coi: 0.125,
      full: 0.125,
      completeness: Array.from({ length: generations }, (_, k) => fullCompleteness[k] ?? 0),
      fullCompleteness,
      equivalentGenerations: 2.625,
    },
    avk: {
      generations,
      distinct,
      knownSlots: known.length,
      possibleSlots: 2 ** (generations + 1) - 2,
      avk: (distinct / known.length) * 100,
      avkOfPossible: (distinct / (2 ** (generations + 1) - 2)) * 100,
    },
  };
}

export function halfSiblingTree(depth = 3, generations = 10): TreeResponse {
  const { slots, dogs } = buildTree(depth, 101);
  const { coi, avk } = summary(depth, generations, slots);
  return {
    subject: { kind: 'pet', id: 101 },
    depth,
    slots,
    dogs,
    coi,
    avk,
    commonAncestors: [
      {
        id: 104,
        registeredName: 'Craigside Roy',
        hidden: false,
        sex: 'male',
        paths: 1,
        sireSide: 2,
        damSide: 2,
        inbreeding: 0,
        contribution: 0.125,
        repeat: 0,
      },
    ],
    tests: [
      { code: 'CEA', name: 'Collie eye anomaly (CEA)' },
      { code: 'TNS', name: 'Trapped neutrophil syndrome (TNS)' },
    ],
  };
}

/** Moss × Fern as a test mating: the same tree with a hypothetical offspring at slot 0. */
export function matingTreeFixture(depth = 3, generations = 10): TreeResponse {
  const { slots, dogs } = buildTree(depth, null, { sire: 102, dam: 103 });
  const { coi, avk } = summary(depth, generations, slots);
  return { ...halfSiblingTree(depth, generations), subject: { kind: 'mating', sireId: 102, damId: 103 }, slots, dogs, coi, avk };
}

const exact = (nn: number, nm: number, mm: number) => {
  const p = { 'N/N': nn, 'N/M': nm, 'M/M': mm };
  return { exact: true, probabilities: p, min: p, max: p, affected: { min: mm, max: mm }, risk: mm > 0 ? ('certain' as const) : ('none' as const) };
};

function reports(subject: DiseasesResponse['tests'][number]['subject']): DiseasesResponse['tests'] {
  return [
    {
      code: 'CEA',
      name: 'Collie eye anomaly (CEA)',
      summary: { affected: 0, carriers: 3, clear: 2, unknown: 3 },
      subject,
      offspring: { ...exact(0.5, 0.5, 0), possible: ['N/N', 'N/M'], status: 'unknown' },
      ancestors: [
        { id: 102, registeredName: 'Heatherbrae Moss', status: 'clear', tested: 'N/N', possible: ['N/N'] },
        { id: 103, registeredName: 'Glenmore Fern', status: 'carrier', tested: 'N/M', possible: ['N/M'] },
        { id: 104, registeredName: 'Craigside Roy', status: 'carrier', tested: 'N/M', possible: ['N/M'] },
        { id: 105, registeredName: 'Heatherbrae Meg', status: 'clear', tested: 'N/N', possible: ['N/N'] },
        { id: 106, registeredName: 'Glenmore Nell', status: 'obligate-carrier', tested: null, possible: ['N/M', 'M/M'] },
        { id: 107, registeredName: 'Craigside Glen', status: 'unknown', tested: null, possible: ['N/N', 'N/M', 'M/M'] },
        { id: 108, registeredName: 'Craigside Bess', status: 'unknown', tested: null, possible: ['N/N', 'N/M', 'M/M'] },
        { id: 109, registeredName: 'Glenmore Sweep', status: 'unknown', tested: null, possible: ['N/N', 'N/M', 'M/M'] },
      ],
    },
    {
      code: 'TNS',
      name: 'Trapped neutrophil syndrome (TNS)',
      summary: { affected: 0, carriers: 0, clear: 3, unknown: 5 },
      subject: subject && { ...subject, status: 'clear-by-parentage', tested: null, possible: ['N/N'] },
      offspring: { ...exact(1, 0, 0), possible: ['N/N'], status: 'clear' },
      ancestors: [
        { id: 102, registeredName: 'Heatherbrae Moss', status: 'clear', tested: 'N/N', possible: ['N/N'] },
        { id: 103, registeredName: 'Glenmore Fern', status: 'clear', tested: 'N/N', possible: ['N/N'] },
        { id: 104, registeredName: 'Craigside Roy', status: 'clear', tested: 'N/N', possible: ['N/N'] },
      ],
    },
  ];
}

export function petDiseases(depth = 10): DiseasesResponse {
  return {
    subject: { kind: 'pet', id: 101 },
    depth,
    tests: reports({ id: 101, registeredName: 'Heatherbrae Quill', status: 'unknown', tested: null, possible: ['N/N', 'N/M'] }),
  };
}

/** Moss × Fern, plus a test where the dam's status is unknown. */
export function matingDiseases(): DiseasesResponse {
  const tests = reports(null);
  tests.push({
    code: 'MDR1',
    name: 'Multi-drug resistance (MDR1)',
    summary: { affected: 0, carriers: 1, clear: 0, unknown: 7 },
    subject: null,
    offspring: {
      exact: false,
      probabilities: null,
      min: { 'N/N': 0, 'N/M': 0, 'M/M': 0 },
      max: { 'N/N': 0.5, 'N/M': 1, 'M/M': 0.5 },
      possible: ['N/N', 'N/M', 'M/M'],
      status: 'unknown',
      affected: { min: 0, max: 0.5 },
      risk: 'possible',
    },
    ancestors: [{ id: 102, registeredName: 'Heatherbrae Moss', status: 'carrier', tested: 'N/M', possible: ['N/M'] }],
  });
  return { subject: { kind: 'mating', sireId: 102, damId: 103 }, depth: 10, tests };
}

const names = (en: string, de = en) => ({ ru: en, en, de, pl: en, cn: en, cz: en, lv: en });

/** A slice of `GET /api/dictionaries/health`: a DNA test, one hips system and the hearing test. */
export const healthSets: HealthOptionSet[] = [
  {
    id: 'dna:cea',
    kind: 'dna',
    system: 'cea',
    name: names('Collie eye anomaly (CEA)', 'Collie Eye Anomalie (CEA)'),
    genes: ['NHEJ1'],
    options: [
      { id: 'N/N', name: names('N/N (clear)') },
      { id: 'N/M', name: names('N/M (carrier)') },
      { id: 'M/M', name: names('M/M (affected)') },
    ],
  },
  {
    id: 'dna:tns',
    kind: 'dna',
    system: 'tns',
    name: names('Trapped neutrophil syndrome (TNS)'),
    genes: ['VPS13B'],
    options: [{ id: 'N/N', name: names('N/N (clear)') }],
  },
  {
    id: 'hips:fci',
    kind: 'hips',
    system: 'fci',
    name: names('Hips (HD) — FCI', 'Hüften (HD) — FCI'),
    genes: [],
    options: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, name: names(id) })),
  },
  {
    id: 'baer',
    kind: 'baer',
    system: null,
    name: names('BAER hearing test', 'BAER-Hörtest'),
    genes: [],
    options: [{ id: '+/+', name: names('+/+ (hears in both ears)', '+/+ (hört auf beiden Ohren)') }],
  },
];

/**
 * `GET /api/pets/{id}` of Heatherbrae Quill: CEA tested carrier with a certificate, TNS clear by parentage (computed,
 * not recorded), hips FCI A, and a BAER result whose set the dictionary may lack.
 */
export function petDetail(id = 101, overrides: Partial<PetDetail> = {}): PetDetail {
  return {
    id,
    registeredName: 'Heatherbrae Quill',
    callName: 'Quill',
    sex: 'male',
    species: 'dog',
    breedId: 'border-collie',
    birthDate: '2021-04-12',
    birthPrecision: 'day',
    colorId: null,
    coat: 'rough',
    countryOfBirth: 'GB',
    publishStatus: 'published',
    mainPhoto: null,
    breeder: { userId: null, nickname: null, name: 'Heatherbrae', formerMember: false },
    owner: { userId: null, nickname: null, name: 'Heatherbrae', formerMember: false },
    kennelPrefix: 'Heatherbrae',
    deathDate: null,
    deathPrecision: null,
    countryOfResidence: 'GB',
    titles: null,
    offeredForStud: false,
    sireId: 102,
    damId: 103,
    microchip: null,
    workingResults: null,
    hiddenReason: null,
    sire: null,
    dam: null,
    registrations: [],
    health: [
      { set: 'hips:fci', kind: 'hips', system: 'fci', value: 'A', date: '2022-05-03', lab: 'Vet clinic', documentId: null },
      { set: 'baer', kind: 'baer', system: null, value: '+/+', date: '2021-07-01', lab: null, documentId: null },
    ],
    dna: [
      { testId: 'cea', result: 'N/M', status: 'carrier', date: '2021-06-10', lab: 'Laboklin', documentId: 9 },
      { testId: 'tns', result: null, status: 'clear-by-parentage', date: null, lab: null, documentId: null },
    ],
    photos: [],
    documents: [{ id: 9, kind: 'health', title: 'CEA', url: '/api/files/docs/cea.pdf', createdAt: '2021-06-11T00:00:00.000Z' }],
    likes: 0,
    likedByMe: false,
    myNote: null,
    coi: 0.125,
    createdBy: null,
    updatedBy: null,
    createdAt: '2021-06-11T00:00:00.000Z',
    updatedAt: '2021-06-11T00:00:00.000Z',
    version: 1,
    permissions: { canEdit: false, canModerate: false },
    ...overrides,
  };
}
