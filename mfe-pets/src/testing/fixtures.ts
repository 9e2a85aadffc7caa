import { currentUser, petSummary } from '@bc/shared/testing';
import type { CurrentUser, HealthOptionSet, PetDetail, PetListItem, PetShort } from '@bc/shared/contracts';

const names = (text: string) => ({ ru: text, en: text, de: text, pl: text, cn: text, cz: text, lv: text });

export const member = (overrides: Partial<CurrentUser> = {}): CurrentUser => currentUser(overrides);

export const listItem = (id: number, overrides: Partial<PetListItem> = {}): PetListItem => ({
  ...petSummary(id, { colorId: 'black-white', coat: 'rough' }),
  kennelPrefix: null,
  deathDate: null,
  deathPrecision: null,
  countryOfResidence: 'LV',
  titles: null,
  offeredForStud: false,
  sireId: null,
  damId: null,
  ...overrides,
});

export const short = (id: number, overrides: Partial<PetShort> = {}): PetShort => ({
  id,
  registeredName: `Dog ${id}`,
  callName: null,
  kennelPrefix: null,
  sex: id % 2 ? 'male' : 'female',
  birthDate: '2015-03-01',
  birthPrecision: 'day',
  deathDate: null,
  colorId: null,
  mainPhoto: null,
  publishStatus: 'published',
  ...overrides,
});

export const detail = (id: number, overrides: Partial<PetDetail> = {}): PetDetail => ({
  ...listItem(id),
  registeredName: 'Northern Lights Gale',
  callName: 'Gale',
  kennelPrefix: 'Northern Lights',
  microchip: '643094100123456',
  workingResults: null,
  hiddenReason: null,
  sire: short(11, { registeredName: 'Wiston Cap', sex: 'male' }),
  dam: short(12, { registeredName: 'Fly', sex: 'female' }),
  registrations: [{ registry: 'LKF', number: 'BC-123' }],
  health: [{ set: 'hips:fci', kind: 'hips', system: 'fci', value: 'A', date: '2021-06-01', lab: 'Vet clinic', documentId: null }],
  dna: [{ testId: 'cea', result: 'N/N', status: 'clear', date: '2021-01-10', lab: 'Laboklin', documentId: null }],
  photos: [
    { id: 1, url: '/api/files/images/a/1280.webp', position: 0, isMain: true, width: 1280, height: 960 },
    { id: 2, url: '/api/files/images/b/1280.webp', position: 1, isMain: false, width: 1280, height: 853 },
  ],
  documents: [],
  likes: 3,
  likedByMe: false,
  myNote: null,
  coi: 0.0625,
  createdBy: 7,
  updatedBy: 7,
  createdAt: '2023-01-01T00:00:00.000Z',
  updatedAt: '2023-01-01T00:00:00.000Z',
  version: 1,
  permissions: { canEdit: false, canModerate: false },
  ...overrides,
});

export const healthSets: HealthOptionSet[] = [
  {
    id: 'dna:cea',
    kind: 'dna',
    system: 'cea',
    name: names('Collie eye anomaly (CEA)'),
    genes: ['NHEJ1'],
    options: ['N/N', 'N/M', 'M/M'].map((id) => ({ id, name: names(id) })),
  },
  {
    id: 'hips:fci',
    kind: 'hips',
    system: 'fci',
    name: names('Hips (FCI)'),
    genes: [],
    options: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, name: names(id) })),
  },
];

/** The dictionaries every pets screen may ask for, as mockApi routes. */
export const dictionaryRoutes = {
  'GET /api/dictionaries/coats': { body: { items: [{ id: 'rough', name: names('Rough') }, { id: 'smooth', name: names('Smooth') }] } },
  'GET /api/dictionaries/breeds': { body: { items: [{ id: 'border-collie', species: 'dog', name: names('Border collie') }] } },
  'GET /api/dictionaries/health': { body: { items: healthSets } },
};
