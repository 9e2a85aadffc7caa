import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $session,
  callApi,
  clearTokens,
  COOKIES,
  deleteCookie,
  logoutRequested,
  readCookie,
  readTokens,
  sessionChanged,
  type SessionUser,
} from '@bc/shared';
import { accountEndpoints } from '@bc/shared/contracts';

/**
 * At start: with an access token stored, fetch the current user (the client refreshes the pair on 401, with the
 * refresh token the API keeps in its HttpOnly cookie).
 */
export const restoreSessionFx = createEffect(async (): Promise<SessionUser | null> => {
  const { accessToken } = readTokens();
  if (!accessToken) return null;
  try {
    return await callApi(accountEndpoints.currentUser);
  } catch {
    return null;
  }
});

sample({ clock: restoreSessionFx.doneData, target: sessionChanged });

/** Logout: revoke the session (the API clears the refresh cookie), clear user info and the access token, then reload. */
export const logoutFx = createEffect(async () => {
  const { accessToken } = readTokens();
  if (accessToken) await callApi(accountEndpoints.logout).catch(() => undefined);
  clearTokens();
  sessionChanged(null);
  window.location.reload();
});

/** Set once a logout has asked for the reload: answers still arriving from the old page's calls ask for no second one. */
const $reloading = createStore(false).on(logoutFx.done, () => true);

/**
 * One logout at a time, and none after the reload was asked for. A banned member's logout call answers the ban too,
 * which asks for a logout again: without this, a second reload would cut the first one short.
 */
sample({
  clock: logoutRequested,
  filter: combine(logoutFx.pending, $reloading, (pending, reloading) => !pending && !reloading),
  target: logoutFx,
});

/**
 * Banned when user info says so or the `bc-baned` cookie is set (read at each call: the cookie is not a store, and on
 * the server it is the request's). Components pass the member they subscribed to.
 */
export function isBanned(user: SessionUser | null = $session.getState()): boolean {
  return Boolean(user?.isBaned) || readCookie(COOKIES.banned) !== undefined;
}

/** Where to go after login, when a sign-in-required route sent the visitor home. */
export const redirectAfterLoginSet = createEvent<string | null>();
export const $redirectAfterLogin = createStore<string | null>(null).on(redirectAfterLoginSet, (_, path) => path);

/**
 * While the server draws the first paint it does not know the member: the `at` cookie means "signed in, details to
 * come" (the browser restores the session before its first render, so there this is just the session). The refresh
 * token's cookie never reaches a page: it is sent to the refresh call only.
 */
export function hasPendingSession(): boolean {
  if (typeof window !== 'undefined') return false;
  return Boolean(readTokens().accessToken);
}

export function clearBanCookie(): void {
  deleteCookie(COOKIES.banned);
}
