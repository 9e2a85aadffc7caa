import type { RemoteName } from '@bc/shared/federation';
import { getLayout, isValidParam, ROUTES, routeParams, splitLocale, type LayoutName, type RouteDef } from '@bc/shared/routing';

const compiled = ROUTES.map((route: RouteDef) => {
  const params = routeParams(route);
  const source = route.path.replace(/:([A-Za-z]+)/g, '([^/]+)');
  return { route, params, pattern: new RegExp(`^${source}$`) };
});

/** The route a path shows, when it is a page of the site (with valid parameters). */
export function matchPage(pathname: string): RouteDef | null {
  const { path } = splitLocale(pathname);
  for (const { route, params, pattern } of compiled) {
    const match = pattern.exec(path);
    if (match && params.every(({ kind }, index) => isValidParam(kind, decodeURIComponent(match[index + 1])))) return route;
  }
  return null;
}

/** Whether a path is a page of the site (with valid parameters), so unknown paths can answer 404. */
export function isKnownPage(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

/** The remotes whose code a page needs before it renders: the owner of its layout (if any), then its own. */
export function pageRemotes(route: RouteDef | null): RemoteName[] {
  if (!route) return [];
  const owners = new Set<RemoteName>();
  if (route.layout) owners.add(getLayout(route.layout as LayoutName).owner);
  if (route.owner !== 'shell') owners.add(route.owner);
  return [...owners];
}
