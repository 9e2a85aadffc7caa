import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $locale } from '../bus/events';
import type { Locale } from '../i18n/locales';
import { routePath, type ParamsArgs, type Query } from '../routing/links';
import { getRoute, type RouteName } from '../routing/routes';

/** The page's locale (from its URL prefix). */
export function useLocale(): Locale {
  return useUnit($locale);
}

/**
 * Builds localized paths from base route names: `to('pets-id', { id: 5 })` → `/en/pets/5` (names and parameters
 * type-checked). The function stays the same while the locale does, so an effect that lists it runs again only when
 * the locale changes (an effect that navigates would otherwise navigate again on every render while its route's loader
 * runs, and each new navigation cancels the last).
 */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback(
    <N extends RouteName>(name: N, ...[params, query]: ParamsArgs<N, [Query]>): string =>
      routePath(getRoute(name), params ?? {}, locale, query),
    [locale],
  );
}
