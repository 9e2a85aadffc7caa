import { COOKIES, deleteCookie, writeCookie } from '@bc/shared';
import type { CurrentUser } from '@bc/shared/contracts';
import { currentUser } from '@bc/shared/testing';

/** A signed-in member without a kennel, as `GET /api/user` answers it. */
export const member = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  currentUser({ kennelName: null, kennelPrefix: null, ...overrides });

/** Sets or clears the `bc-baned` cookie of the jsdom document. */
export function setBanCookie(on: boolean): void {
  if (on) writeCookie(COOKIES.banned, '1');
  else deleteCookie(COOKIES.banned);
}
