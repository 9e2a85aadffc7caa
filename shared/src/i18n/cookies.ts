const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookies of the request the server is rendering (set only while a synchronous server render runs). */
let requestCookies: Readonly<Record<string, string>> | null = null;

/**
 * Runs a synchronous server render with the request's cookies visible to `readCookie` (the agreement, the cookie
 * notice and the ban cookie decide what the first paint shows). Safe because a synchronous render cannot interleave.
 */
export function withRequestCookies<T>(cookies: Readonly<Record<string, string>>, render: () => T): T {
  const previous = requestCookies;
  requestCookies = cookies;
  try {
    return render();
  } finally {
    requestCookies = previous;
  }
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return requestCookies?.[name];
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/**
 * Writes a cookie for 365 days unless told (SameSite=Lax, path /, Secure when the page came over HTTPS), the lifetime
 * every cookie of the site uses but the session's.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** The cookie names the site uses, in one place. */
export const COOKIES = {
  locale: 'i18n_redirected',
  accessToken: 'at',
  refreshToken: 'rt',
  agree: 'agree',
  banned: 'bc-baned',
  moreFilters: 'bc-more-filters',
  /** List or grid: how the pet search shows its results (the cookie's name is older than the word). */
  resultsMode: 'view',
  cookieNotice: 'bc-cookie-notice',
} as const;
