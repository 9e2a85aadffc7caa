import type { RouteObject } from 'react-router';
import {
  LAYOUTS,
  localePrefix,
  ROUTES,
  routeName,
  routesInLayout,
  type LayoutDef,
  type LayoutName,
  type Locale,
  type RouteDef,
  type RouteNameOf,
} from '@bc/shared';
import { ErrorPage } from '../pages/error-page';
import { SHELL_PAGES } from '../pages/shell-pages';
import { httpError } from './guards';

/** What every page route carries: its definition and language (the document title and the analytics read it). */
export interface RouteHandle {
  route: RouteDef;
  locale: Locale;
}

/** What the browser and the server each give a route of the tree: its loader and what it draws. */
export type RouteParts = Pick<RouteObject, 'loader' | 'element' | 'errorElement' | 'shouldRevalidate' | 'HydrateFallback'>;

/**
 * How one side (the browser's app, the server's renderer) draws the routes. The tree itself (the root, a branch per
 * language, the shell's pages, the remotes' pages, the layouts and the pages inside them, the 404 catch-all) is built
 * once, by `buildRouteTree`.
 */
export interface RouteTreeSides {
  root: RouteParts;
  locale(locale: Locale): RouteParts;
  /** A remote's page (the shell draws its own pages the same way on both sides). */
  remotePage(route: RouteDef, locale: Locale): RouteParts;
  /** What a shell page loads first on this side, if anything (the browser: its texts; the server has them all). */
  shellPageLoader?(route: RouteDef, locale: Locale): RouteObject['loader'];
  /** A layout route, around the pages whose `layout` names it. */
  layout(entry: LayoutDef, locale: Locale): RouteParts;
}

/** A route's path below its parent's (`/pets/:id/pedigree` under `/pets/:id` → `pedigree`). */
export function relative(path: string, base = ''): string {
  return path.slice(base.length).replace(/^\//, '');
}

/** The handle of the deepest matched page route (the page itself, not its layouts). */
export function deepestRouteHandle(handles: readonly unknown[]): RouteHandle | undefined {
  return [...handles].reverse().find((handle) => (handle as RouteHandle | undefined)?.route) as RouteHandle | undefined;
}

function pageRoute(sides: RouteTreeSides, route: RouteDef, locale: Locale, base = ''): RouteObject {
  const path = relative(route.path, base);
  const handle: RouteHandle = { route, locale };
  const position = path === '' ? { index: true as const } : { path };
  if (route.owner === 'shell') {
    const Page = SHELL_PAGES[route.name as RouteNameOf<'shell'>];
    return { id: routeName(route.name, locale), ...position, element: <Page />, handle, loader: sides.shellPageLoader?.(route, locale) } as RouteObject;
  }
  return { id: routeName(route.name, locale), ...position, handle, ...sides.remotePage(route, locale) } as RouteObject;
}

function layoutRoute(sides: RouteTreeSides, entry: LayoutDef, locale: Locale): RouteObject {
  return {
    id: routeName(entry.name, locale),
    path: relative(entry.path),
    ...sides.layout(entry, locale),
    children: routesInLayout(entry.name as LayoutName).map((route) => pageRoute(sides, route, locale, entry.path)),
  } as RouteObject;
}

/** Any other path of a language: the 404 page. */
function notFoundRoute(locale: Locale): RouteObject {
  return {
    id: `not-found___${locale}`,
    path: '*',
    loader: ({ request }) => {
      throw httpError(404, new URL(request.url).pathname);
    },
    element: null,
    errorElement: <ErrorPage />,
  };
}

/** One language's branch: its prefix (`/`, `/en`, … `/lv`) with every page, layout and the 404 catch-all. */
export function localeBranch(sides: RouteTreeSides, locale: Locale): RouteObject {
  return {
    id: `locale-${locale}`,
    path: localePrefix(locale) || '/',
    ...sides.locale(locale),
    children: [
      ...ROUTES.filter((route: RouteDef) => !route.layout).map((route) => pageRoute(sides, route, locale)),
      ...LAYOUTS.map((entry) => layoutRoute(sides, entry, locale)),
      notFoundRoute(locale),
    ],
  } as RouteObject;
}

/** The site's route tree for the given languages, as the browser (`create-routes.tsx`) or the server (`ssr/server-routes.tsx`) draws it. */
export function buildRouteTree(sides: RouteTreeSides, locales: readonly Locale[]): RouteObject[] {
  return [{ id: 'root', ...sides.root, children: locales.map((locale) => localeBranch(sides, locale)) } as RouteObject];
}
