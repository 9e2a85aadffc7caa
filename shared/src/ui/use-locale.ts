import { useUnit } from 'effector-react';
import { $locale } from '../bus/events';
import type { Locale } from '../i18n/locales';
import { routePath, type ParamsArgs, type Query } from '../routing/links';
import { getRoute, type RouteName } from '../routing/routes';

/** The page's locale (from its URL prefix). */
export function useLocale(): Locale {
  return useUnit($locale);
}

/** Builds localized paths from base route names: `to('pets-id', { id: 5 })` → `/en/pets/5` (names and parameters type-checked). */
export function useLocalePath() {
  const locale = useLocale();
  return <N extends RouteName>(name: N, ...[params, query]: ParamsArgs<N, [Query]>): string =>
    routePath(getRoute(name), params ?? {}, locale, query);
}
