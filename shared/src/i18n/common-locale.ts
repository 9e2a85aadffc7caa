import type { Locale } from './locales';

/** The `common` namespace (route titles, layout, errors): one lazily loaded chunk per locale. */
export const loadCommonLocale = (locale: Locale) => import(`../../locales/${locale}.json`);
