import type { BreedingPet, LitterDetail, MatingDetail, MyLitterItem, MyMatingItem } from '@bc/shared/contracts';

/** The dam and sire of the litter tests (two dogs of the seeded demo data). */
export const DAM: BreedingPet = {
  id: 3881, registeredName: 'Amber Coast Black Flame', callName: 'Zara', kennelPrefix: 'Amber Coast', sex: 'female', birthDate: '2022-03-01',
  birthPrecision: 'day', deathDate: null, colorId: 'black-white', mainPhoto: null, publishStatus: 'published', titles: null,
  countryOfResidence: 'GB', breedId: 'border-collie', owner: { userId: 2, nickname: 'premium-breeder', name: 'Amber Coast', formerMember: false }, health: [], dna: [],
};
export const SIRE: BreedingPet = { ...DAM, id: 3346, registeredName: 'Amber Coast Blue Flame', callName: 'Max', sex: 'male', birthDate: '2020-03-01' };

const dates = { matingDates: ['2026-01-05'], expectedWhelping: '2026-03-09', whelpingFrom: '2026-03-04', whelpingTo: '2026-03-14', goHome: null, listedUntil: '2026-04-08', expired: false };

/** A mated mating of DAM × SIRE with no litter yet (`GET /api/matings/5`). */
export const MATING: MatingDetail = {
  id: 5, dam: DAM, sire: SIRE, owner: { userId: 2, nickname: 'premium-breeder', name: 'Amber Coast' }, studOwner: null, status: 'mated',
  studAnswer: 'not-needed', studAnsweredAt: null, publishStatus: 'published', hiddenReason: null, announcement: null, country: 'GB',
  breedId: 'border-collie', dates, genetics: null, litter: null, inquiries: 0, permissions: { edit: true, answerAsStud: false, addLitter: true },
  version: 1, createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-05T10:00:00.000Z',
};

/** Litter 9 of MATING with two puppies (`GET /api/litters/9`). */
export const LITTER: LitterDetail = {
  id: 9, mating: { id: 5, status: 'whelped' }, dam: DAM, sire: SIRE, birthDate: '2026-03-08',
  breeder: { userId: 2, nickname: 'premium-breeder', name: 'Amber Coast', formerMember: false }, country: 'GB',
  counts: { malesBorn: 1, femalesBorn: 1, malesAlive: 1, femalesAlive: 1, available: 1 },
  puppies: [
    { id: 101, registeredName: 'Red Collar', callName: null, sex: 'male', colorId: null, coat: 'rough', microchip: null, availability: 'available', mainPhoto: null, publishStatus: 'published' },
    { id: 102, registeredName: 'Blue Collar', callName: null, sex: 'female', colorId: null, coat: null, microchip: '643094100000001', availability: 'reserved', mainPhoto: null, publishStatus: 'published' },
  ],
  announcement: 'Two puppies', publishStatus: 'published', hiddenReason: null, dates: { ...dates, goHome: '2026-05-03', listedUntil: '2026-06-07' },
  photos: [], coi: null, permissions: { edit: true, delete: true, photos: true }, version: 3, createdAt: '2026-03-09T10:00:00.000Z', updatedAt: '2026-03-09T10:00:00.000Z',
};

const item = {
  kind: 'litter' as const, dam: { ...DAM }, sire: { ...SIRE }, owner: { userId: 2, nickname: 'premium-breeder', name: 'Amber Coast' }, studAnswer: null,
  publishStatus: 'published' as const, country: 'GB', breedId: 'border-collie', expectedWhelping: null, coi: 0.031, announcement: 'Two puppies', photo: null, expired: false,
};

/** LITTER in `GET /api/litters/user-litters`. */
export const MY_LITTER: MyLitterItem = {
  ...item, matingId: 5, litterId: 9, status: 'whelped', date: '2026-03-08',
  counts: { malesBorn: 1, femalesBorn: 1, malesAlive: 1, femalesAlive: 1, available: 1 }, hiddenReason: null, inquiries: 2,
  puppies: { available: 1, reserved: 1, sold: 0, kept: 0 },
};

/** MATING in `GET /api/matings/user-matings`. */
export const MY_MATING: MyMatingItem = {
  ...item, kind: 'mating', matingId: 5, litterId: null, status: 'mated', date: '2026-01-05', expectedWhelping: '2026-03-09', counts: null,
  hiddenReason: null, relation: { recorded: true, stud: false }, inquiries: 0,
};
