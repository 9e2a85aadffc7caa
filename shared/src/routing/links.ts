import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '../i18n/locales';
import { getRoute } from './routes';

export const ROUTE_NAME_SEPARATOR = '___';

/** `pets-id` + `en` → `pets-id___en`. */
export function routeName(base: string, locale: Locale): string {
  return `${base}${ROUTE_NAME_SEPARATOR}${locale}`;
}

export function parseRouteName(full: string): { base: string; locale: Locale } {
  const at = full.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at < 0) return { base: full, locale: DEFAULT_LOCALE };
  const locale = full.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!isLocale(locale)) throw new Error(`Unknown locale in route name: ${full}`);
  return { base: full.slice(0, at), locale };
}

export type RouteParams = Record<string, string | number>;
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

/**
 * Builds a path from a route name (`pets-id___en`, or a base name plus `locale`) and its parameters.
 * Links are always built here, never by hand.
 */
export function pathTo(
  name: string,
  params: RouteParams = {},
  options: { locale?: Locale; query?: Record<string, QueryValue> } = {},
): string {
  const parsed = parseRouteName(name);
  const locale = name.includes(ROUTE_NAME_SEPARATOR) ? parsed.locale : (options.locale ?? DEFAULT_LOCALE);
  const route = getRoute(parsed.base);
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const prefix = localePrefix(locale);
  const full = path === '/' ? prefix || '/' : `${prefix}${path}`;
  return full + buildQuery(options.query);
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
