import { DEFAULT_LOCALE, isLocale, localePrefix, type Locale } from '../i18n/locales';
import { getRoute, type RouteDef, type RouteName, type RouteParams } from './routes';

export const ROUTE_NAME_SEPARATOR = '___';

/** A route's full name, as the router knows it: `pets-id___en`. */
export type FullRouteName = `${RouteName}${typeof ROUTE_NAME_SEPARATOR}${Locale}`;

/** `pets-id` + `en` → `pets-id___en`. */
export function routeName<N extends string>(base: N, locale: Locale): `${N}${typeof ROUTE_NAME_SEPARATOR}${Locale}` {
  return `${base}${ROUTE_NAME_SEPARATOR}${locale}`;
}

export function parseRouteName(full: string): { base: string; locale: Locale } {
  const at = full.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at < 0) return { base: full, locale: DEFAULT_LOCALE };
  const locale = full.slice(at + ROUTE_NAME_SEPARATOR.length);
  if (!isLocale(locale)) throw new Error(`Unknown locale in route name: ${full}`);
  return { base: full.slice(0, at), locale };
}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type Query = Record<string, QueryValue>;
export interface LinkOptions {
  locale?: Locale;
  query?: Query;
}

/** The base name of a full or base route name. */
type BaseOf<N extends RouteName | FullRouteName> = N extends `${infer Base}${typeof ROUTE_NAME_SEPARATOR}${Locale}` ? Base & RouteName : N;

/** Parameters are required exactly when the route has some: `pathTo('pets')`, `pathTo('pets-id', { id: 5 })`. */
export type ParamsArgs<N extends RouteName, Rest extends unknown[] = []> = [keyof RouteParams<N>] extends [never]
  ? [params?: Record<string, never>, ...rest: Partial<Rest>]
  : [params: RouteParams<N>, ...rest: Partial<Rest>];

/**
 * Builds a path from a route name (`pets-id___en`, or a base name plus `locale`) and its parameters; the type checker
 * knows the names and each route's parameters. Links are always built here, never by hand.
 */
export function pathTo<N extends RouteName | FullRouteName>(name: N, ...[params, options]: ParamsArgs<BaseOf<N>, [LinkOptions]>): string {
  const parsed = parseRouteName(name);
  const locale = name.includes(ROUTE_NAME_SEPARATOR) ? parsed.locale : (options?.locale ?? DEFAULT_LOCALE);
  return routePath(getRoute(parsed.base as RouteName), params ?? {}, locale, options?.query);
}

/**
 * The path of a route the caller holds as a definition (breadcrumbs, the standalone index): its parameters are
 * checked when the link is built (a missing one throws).
 */
export function routePath(route: Pick<RouteDef, 'name' | 'path'>, params: Readonly<Record<string, string | number>>, locale: Locale, query?: Query): string {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${route.name} needs parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const prefix = localePrefix(locale);
  const full = path === '/' ? prefix || '/' : `${prefix}${path}`;
  return full + buildQuery(query);
}

export function buildQuery(query: Query | undefined): string {
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
