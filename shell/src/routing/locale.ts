import i18next from 'i18next';
import {
  COOKIES,
  ensureNamespaceWithFallback,
  loadCommonLocale,
  LOCALES,
  localeChanged,
  readCookie,
  switchLocalePath,
  toBcp47,
  writeCookie,
  type Locale,
} from '@bc/shared';

const loadCommon = loadCommonLocale;
const loadShell = (locale: Locale) => import(`../../locales/${locale}.json`);

/** Makes a locale the page's language: translations, `<html lang>`, hreflang links and the bus. */
export async function applyLocale(locale: Locale): Promise<void> {
  await Promise.all([
    ensureNamespaceWithFallback('common', locale, loadCommon),
    ensureNamespaceWithFallback('shell', locale, loadShell),
  ]);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = toBcp47(locale);
  updateAlternateLinks(window.location.pathname);
  localeChanged(locale);
}

/** `<link rel="alternate" hreflang>` for every language of the current page. */
export function updateAlternateLinks(pathname: string): void {
  document.head.querySelectorAll('link[data-bc-hreflang]').forEach((node) => node.remove());
  for (const locale of LOCALES) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = toBcp47(locale);
    link.href = new URL(switchLocalePath(pathname, locale), window.location.origin).href;
    link.dataset.bcHreflang = '';
    document.head.append(link);
  }
}

/** Records the chosen language (cookie `i18n_redirected`, 365 days, SameSite=Lax). */
export function rememberLocale(locale: Locale): void {
  if (readCookie(COOKIES.locale) !== locale) writeCookie(COOKIES.locale, locale);
}
