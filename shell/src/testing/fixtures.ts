import type { CurrentUser } from '@bc/shared/contracts';
import { currentUser } from '@bc/shared/testing';

/** A signed-in member without a kennel, as `GET /api/user` answers it. */
export const member = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  currentUser({ kennelName: null, kennelPrefix: null, ...overrides });

/** Sets or clears the `bc-baned` cookie of the jsdom document. */
export function setBanCookie(on: boolean): void {
  document.cookie = on ? 'bc-baned=1; Path=/' : 'bc-baned=; Max-Age=0; Path=/';
}
