import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { LOCALES, splitLocale, type LayoutDef, type LayoutName, type Locale, type RouteDef, type RouteName, type RouteNameOf } from '@bc/shared';
import type { RemoteName } from '@bc/shared/federation';
import { RootRoute } from '../app/root-route';
import { AppLayout } from '../layout/app-layout';
import { FirstPageLoading } from '../layout/navigation-state';
import { ErrorPage } from '../pages/error-page';
import { SHELL_PAGE_LOADS } from '../pages/shell-pages';
import { checkAccess, checkBan, validateParams } from './guards';
import { applyLocale } from './locale';
import { loadRemotePage, RemotePage } from './remote-page';
import { buildRouteTree, localeBranch, type RouteTreeSides } from './route-tree';

/** The browser's side of the route tree: guards, then the remote's code, translations and data preload. */
const browser: RouteTreeSides = {
  root: {
    element: <RootRoute />,
    HydrateFallback: FirstPageLoading,
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        throw redirect(url.pathname.replace(/\/+$/, '') + url.search + url.hash);
      }
      return null;
    },
    shouldRevalidate: () => true,
  },
  locale: (locale) => ({
    loader: async ({ request }) => {
      // The page loaders below run in parallel and check the ban first too (no remote code for a banned member);
      // this one makes every other path (shell pages, unknown paths) show the 403 page.
      await applyLocale(locale);
      checkBan(new URL(request.url));
      return null;
    },
    shouldRevalidate: () => true,
    element: <AppLayout />,
    errorElement: <AppLayout error />,
  }),
  remotePage: (route: RouteDef, locale) => ({
    loader: async ({ params, request }) => {
      const url = new URL(request.url);
      checkBan(url);
      validateParams(route, params, url);
      checkAccess(route, locale, url);
      await loadRemotePage(route.owner as RemoteName, route.name as RouteName, locale, request.url, params);
      return null;
    },
    element: <RemotePage owner={route.owner as RemoteName} name={route.name as RouteName} />,
    errorElement: <ErrorPage />,
  }),
  shellPageLoader: (route: RouteDef, locale) => {
    const load = SHELL_PAGE_LOADS[route.name as RouteNameOf<'shell'>];
    return load ? () => load(locale).then(() => null) : undefined;
  },
  // A layout from one remote around pages of several: its code loads beside theirs, with the same checks.
  layout: (entry: LayoutDef, locale) => ({
    loader: async ({ params, request }) => {
      const url = new URL(request.url);
      checkBan(url);
      validateParams(entry, params, url);
      await loadRemotePage(entry.owner, entry.name as LayoutName, locale, request.url, params);
      return null;
    },
    element: <RemotePage owner={entry.owner} name={entry.name as LayoutName} />,
    errorElement: <ErrorPage />,
  }),
};

/**
 * Every page under the given locale prefixes (all by default); unknown paths and failed validation show the 404 page.
 * The browser starts with its page's language only and adds another's branch when it is first visited
 * (`addLocaleRoutes`): seven branches of ~50 routes each cost a phone ~100 ms to build and rank at start.
 */
export function createRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  return buildRouteTree(browser, locales);
}

/**
 * For `createBrowserRouter`'s `patchRoutesOnNavigation`: a path under a language whose routes are not there yet gets
 * them (a language switch, a link to another language). Every path matches the ru branch's 404 catch-all, so the
 * router asks here before settling for it.
 */
export function addLocaleRoutes(loaded: Set<Locale>) {
  return ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    const { locale } = splitLocale(path);
    if (loaded.has(locale)) return;
    loaded.add(locale);
    patch('root', [localeBranch(browser, locale)]);
  };
}
