import type { AuthResponse } from '../contracts/accounts';
import { COOKIES, deleteCookie, readCookie, writeCookie } from '../i18n/cookies';

/** The token of a sign-in answer (`AuthResponse`) that scripts keep: the access token, sent as `Bearer`. */
export type TokenPair = Pick<AuthResponse, 'accessToken'>;

/**
 * How long the `at` cookie is kept: a session's life (the API's refresh tokens last 30 days). The token in it lives
 * 15 minutes and is renewed by the refresh call; the refresh token itself is the API's HttpOnly `rt` cookie, which no
 * script can read and which is sent only to the refresh call.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The access token lives in the `at` cookie (its presence is also what tells the server's renderer: signed in). */
export function readTokens(): Partial<TokenPair> {
  return { accessToken: readCookie(COOKIES.accessToken) };
}

export function saveTokens(pair: TokenPair): void {
  writeCookie(COOKIES.accessToken, pair.accessToken, SESSION_MAX_AGE_SECONDS);
}

/** Forgets the access token (the API clears the `rt` cookie when it ends the session). */
export function clearTokens(): void {
  deleteCookie(COOKIES.accessToken);
}
