import { petSummary, currentUser as sharedCurrentUser } from '@bc/shared/testing';
import type { AuthResponse, CurrentUser, PetSummary, PublicProfile } from '@bc/shared/contracts';

export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  sharedCurrentUser({ contacts: { phone: '+371 21 234 567' }, about: 'Working border collies.', ...overrides });

export const authResponse = (overrides: Partial<CurrentUser> = {}): AuthResponse => ({
  user: currentUser(overrides),
  accessToken: 'access-token-1234567890',
  expiresIn: 900,
});

export const publicProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => {
  const { email: _email, locale: _locale, isBaned: _isBaned, premiumUntil: _premiumUntil, ...rest } = currentUser();
  return { ...rest, ...overrides };
};

const anna = { userId: 7, nickname: 'anna', name: null, formerMember: false };

export const pet = (id: number, overrides: Partial<PetSummary> = {}): PetSummary =>
  petSummary(id, { registeredName: `Dog ${id} of Northern Lights`, breeder: anna, owner: anna, ...overrides });
