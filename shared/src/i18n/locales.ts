/** URL locale codes. `ru` is the default and has no URL prefix. */
export const LOCALES = ['ru', 'en', 'de', 'pl', 'cn', 'cz', 'lv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** `cn` and `cz` are URL prefixes only; HTML, Intl and hreflang use BCP 47 tags. */
const BCP47: Record<Locale, string> = {
  ru: 'ru',
  en: 'en',
  de: 'de',
  pl: 'pl',
  cn: 'zh',
  cz: 'cs',
  lv: 'lv',
};

/** Each language's own name, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  pl: 'Polski',
  cn: '中文',
  cz: 'Čeština',
  lv: 'Latviešu',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function toBcp47(locale: Locale): string {
  return BCP47[locale];
}

/** The URL prefix of a locale: '' for ru, '/en' for en, … */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits a pathname into its locale and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Moves a pathname to another locale, keeping the page. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const { path } = splitLocale(pathname);
  const prefix = localePrefix(to);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}
