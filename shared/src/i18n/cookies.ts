const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Writes a cookie for 365 days (SameSite=Lax, path /), the lifetime every cookie of the site uses. */
export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
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
  view: 'view',
  cookieNotice: 'bc-cookie-notice',
} as const;
