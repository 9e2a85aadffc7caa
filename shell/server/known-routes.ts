import type { RemoteName } from '@bc/shared/federation';
import { isValidParam, ROUTES, splitLocale, type RouteDef } from '@bc/shared/routing';

const compiled = ROUTES.map((route) => {
  const keys: string[] = [];
  const source = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { route, keys, pattern: new RegExp(`^${source}$`) };
});

/** The route a path shows, when it is a page of the site (with valid parameters). */
export function matchPage(pathname: string): RouteDef | null {
  const { path } = splitLocale(pathname);
  for (const { route, keys, pattern } of compiled) {
    const match = pattern.exec(path);
    if (match && keys.every((key, index) => isValidParam(route.params?.[key] ?? 'id', decodeURIComponent(match[index + 1])))) return route;
  }
  return null;
}

/** Whether a path is a page of the site (with valid parameters), so unknown paths can answer 404. */
export function isKnownPage(pathname: string): boolean {
  return matchPage(pathname) !== null;
}

/** The remotes whose code a page needs before it renders: its owner, and mfe-pets for a tab of the pet page (the layout). */
export function pageRemotes(route: RouteDef | null): RemoteName[] {
  if (!route) return [];
  const owners = new Set<RemoteName>();
  if (route.petTab) owners.add('mfe_pets');
  if (route.owner !== 'shell') owners.add(route.owner);
  return [...owners];
}
