import type { Locale } from '@bc/shared';

export const NAMESPACE = 'payments';

/** This remote's translations, one lazily loaded chunk per locale. */
export const loadLocale = (locale: Locale) => import(`../locales/${locale}.json`);
