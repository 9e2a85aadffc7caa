import { useUnit } from 'effector-react';
import { $locale } from '../bus/events';
import type { Locale } from '../i18n/locales';
import { pathTo, type QueryValue, type RouteParams } from '../routing/links';

/** The page's locale (from its URL prefix). */
export function useLocale(): Locale {
  return useUnit($locale);
}

/** Builds localized paths from base route names: `to('pets-id', { id: 5 })` → `/en/pets/5`. */
export function useLocalePath() {
  const locale = useLocale();
  return (name: string, params?: RouteParams, query?: Record<string, QueryValue>) =>
    pathTo(name, params, { locale, query });
}
