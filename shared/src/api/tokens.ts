import type { AuthResponse } from '../contracts/accounts';
import { COOKIES, deleteCookie, readCookie, writeCookie } from '../i18n/cookies';

/** The tokens of a sign-in answer (`AuthResponse`). */
export type TokenPair = Pick<AuthResponse, 'accessToken' | 'refreshToken'>;

/** Tokens live in the `at` and `rt` cookies (365 days). */
export function readTokens(): Partial<TokenPair> {
  return { accessToken: readCookie(COOKIES.accessToken), refreshToken: readCookie(COOKIES.refreshToken) };
}

export function saveTokens(pair: TokenPair): void {
  writeCookie(COOKIES.accessToken, pair.accessToken);
  writeCookie(COOKIES.refreshToken, pair.refreshToken);
}

export function clearTokens(): void {
  deleteCookie(COOKIES.accessToken);
  deleteCookie(COOKIES.refreshToken);
}
