import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { LOCALES, localePrefix, ROUTES, routeName, splitLocale, type Locale, type RouteDef } from '@bc/shared';
import { RootFrame } from '../app/root-frame';
import { AppLayout } from '../layout/app-layout';
import { FirstPageLoading } from '../layout/navigation-state';
import { ErrorView } from '../pages/error-view';
import { SHELL_PAGES } from '../pages/shell-pages';
import { checkAccess, checkBan, validateParams } from './guards';
import { applyLocale } from './locale';
import { loadRemotePage, RemotePage } from './remote-page';
import { notFoundRoute, relative, type RouteHandle } from './route-parts';

function pageRoute(def: RouteDef, locale: Locale, path: string): RouteObject {
  const handle: RouteHandle = { route: def, locale };
  if (def.owner === 'shell') {
    const Page = SHELL_PAGES[def.name];
    return { id: routeName(def.name, locale), path, index: path === '' ? true : undefined, element: <Page />, handle } as RouteObject;
  }
  return {
    id: routeName(def.name, locale),
    ...(path === '' ? { index: true } : { path }),
    handle,
    loader: async ({ params, request }) => {
      const url = new URL(request.url);
      checkBan(url);
      validateParams(def, params, url);
      checkAccess(def, locale, url);
      await loadRemotePage(def.owner, def.name, locale, request.url, params);
      return null;
    },
    element: <RemotePage owner={def.owner} name={def.name} />,
    errorElement: <ErrorView />,
  } as RouteObject;
}

/** The pet page: a layout from mfe-pets whose tabs are child routes owned by several remotes. */
function petRoutes(locale: Locale): RouteObject {
  const tabs = ROUTES.filter((def) => def.petTab);
  const base = tabs.find((def) => def.name === 'pets-id')!;
  return {
    id: `pets-id-layout___${locale}`,
    path: 'pets/:id',
    loader: async ({ params, request }) => {
      const url = new URL(request.url);
      checkBan(url);
      validateParams(base, params, url);
      await loadRemotePage('mfe_pets', 'pets-id-layout', locale, request.url, params);
      return null;
    },
    element: <RemotePage owner="mfe_pets" name="pets-id-layout" />,
    errorElement: <ErrorView />,
    children: tabs.map((def) => pageRoute(def, locale, relative(def.path, '/pets/:id'))),
  };
}

function localeBranch(locale: Locale): RouteObject {
  const pages = ROUTES.filter((def) => !def.petTab).map((def) => pageRoute(def, locale, relative(def.path)));
  return {
    id: `locale-${locale}`,
    path: localePrefix(locale) || '/',
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
    children: [
      ...pages,
      petRoutes(locale),
      notFoundRoute(locale),
    ],
  };
}

/**
 * Every page under the given locale prefixes (all by default); unknown paths and failed validation show the 404 page.
 * The browser starts with its page's language only and adds another's branch when it is first visited
 * (`addLocaleRoutes`): seven branches of ~50 routes each cost a phone ~100 ms to build and rank at start.
 */
export function createRoutes(locales: readonly Locale[] = LOCALES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootFrame />,
      HydrateFallback: FirstPageLoading,
      loader: ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
          throw redirect(url.pathname.replace(/\/+$/, '') + url.search + url.hash);
        }
        return null;
      },
      shouldRevalidate: () => true,
      children: locales.map(localeBranch),
    },
  ];
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
    patch('root', [localeBranch(locale)]);
  };
}
