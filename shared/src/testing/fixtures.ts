import type { CurrentUser, PetSummary } from '../contracts';

/** A signed-in member as `GET /api/user` answers it (apps' tests override what matters to them). */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  nickname: 'anna',
  email: 'anna@example.com',
  displayName: 'Anna Petrova',
  country: 'LV',
  city: 'Riga',
  kennelName: 'Northern Lights',
  kennelPrefix: 'of Northern Lights',
  contacts: {},
  about: null,
  avatar: null,
  locale: 'en',
  isBaned: false,
  isModerator: false,
  isPremium: false,
  premiumUntil: null,
  createdAt: '2021-03-04T10:00:00.000Z',
  ...overrides,
});

/** A pet as lists show it (`PetSummary`): a published male or female (odd ids are male) with a member as breeder. */
export const petSummary = (id: number, overrides: Partial<PetSummary> = {}): PetSummary => ({
  id,
  registeredName: `Dog ${id}`,
  callName: null,
  sex: id % 2 ? 'male' : 'female',
  species: 'dog',
  breedId: 'border-collie',
  birthDate: '2020-05-01',
  birthPrecision: 'day',
  colorId: null,
  coat: null,
  countryOfBirth: 'LV',
  publishStatus: 'published',
  mainPhoto: null,
  breeder: { userId: 7, nickname: 'anna', name: 'Northern Lights', formerMember: false },
  owner: { userId: null, nickname: null, name: 'John Smith', formerMember: false },
  ...overrides,
});
