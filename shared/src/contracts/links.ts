import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** The query parameter of the password-reset link; its value is the `id` of `/api/user/update-password`. */
export const RESET_QUERY_PARAM = 'reset';

/** `/activate/x` → `/en/activate/x` (ru has no prefix); the home page is `/` or `/en` (no trailing slash). */
export function localePath(locale: Locale, path: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/** `{PUBLIC_URL}/{prefix}/activate/{hash}`, e.g. http://localhost:3000/en/activate/abc (ru: /activate/abc). */
export function activationLink(publicUrl: string, locale: Locale, hash: string): string {
  return `${publicUrl}${localePath(locale, `/activate/${hash}`)}`;
}

/** `{PUBLIC_URL}/{prefix}?reset={token}`, e.g. http://localhost:3000/en?reset=abc (ru: http://localhost:3000/?reset=abc). */
export function resetPasswordLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${localePath(locale, '/')}?${RESET_QUERY_PARAM}=${encodeURIComponent(token)}`;
}
