import type { CurrentUser } from '../contracts';

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
