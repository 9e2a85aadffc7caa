import type { RouteObject } from 'react-router';
import type { Locale, RouteDef } from '@bc/shared';
import { ErrorView } from '../pages/error-view';
import { httpError } from './guards';

/**
 * The pieces the browser's route tree (`create-routes.tsx`) and the server's (`ssr/server-routes.tsx`) share. The
 * server cannot import the browser's tree (it loads remotes through the federation runtime), so they live here.
 */

/** What every page route carries: its definition and language (the document title and the analytics read it). */
export interface RouteHandle {
  route: RouteDef;
  locale: Locale;
}

/** A route's path below its parent's (`/pets/:id/pedigree` under `/pets/:id` → `pedigree`). */
export function relative(path: string, base = ''): string {
  return path.slice(base.length).replace(/^\//, '');
}

/** The handle of the deepest matched page route (the page itself, not its layouts). */
export function deepestRouteHandle(handles: readonly unknown[]): RouteHandle | undefined {
  return [...handles].reverse().find((handle) => (handle as RouteHandle | undefined)?.route) as RouteHandle | undefined;
}

/** Any other path of a language: the 404 page. */
export function notFoundRoute(locale: Locale): RouteObject {
  return {
    id: `not-found___${locale}`,
    path: '*',
    loader: ({ request }) => {
      throw httpError(404, new URL(request.url).pathname);
    },
    element: null,
    errorElement: <ErrorView />,
  };
}
