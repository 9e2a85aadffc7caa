import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, toBcp47, type Locale } from './locales';

/** Initialises the one i18next instance of the page (the shell calls this once, before anything else). */
export async function initI18n(locale: Locale): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['ru', 'en', 'de', 'pl', 'cn', 'cz', 'lv'],
      defaultNS: 'common',
      ns: ['common'],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}

/** Intl formatting in the page's language (`cn` → zh, `cz` → cs). */
export function formatDate(value: string | Date | null | undefined, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toBcp47(locale), options ?? { dateStyle: 'medium' }).format(date);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toBcp47(locale), options).format(value);
}
