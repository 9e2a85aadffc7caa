import { redirect } from 'react-router';
import { $session, isValidParam, pathTo, routeParams, type Locale, type RouteDef } from '@bc/shared';
import { isBanned, redirectAfterLoginSet } from '../session/model';

/** An error the error page renders with its status. */
export function httpError(status: 403 | 404, path?: string): Response {
  return new Response(path ?? null, { status, statusText: status === 403 ? 'Forbidden' : 'Not Found' });
}

/**
 * The ban wins over everything: a banned member or a visitor with the `bc-baned` cookie gets the 403 page before any
 * other check runs and before any remote's code is fetched. Every loader that loads a page calls this first.
 */
export function checkBan(url: URL): void {
  if (isBanned()) throw httpError(403, url.pathname);
}

/** A path of this site (where to continue after login): `//other.example` or `/\\other.example` would leave it. */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value);

/** Route validation: a parameter that fails its format shows the 404 page. */
export function validateParams(route: Pick<RouteDef, 'path'>, params: Record<string, string | undefined>, url: URL): void {
  for (const { name, kind } of routeParams(route)) {
    if (!isValidParam(kind, params[name])) throw httpError(404, url.pathname);
  }
}

/** Home with the login modal open, continuing to `url` after login (in the browser and on the server). */
export function loginRedirect(locale: Locale, url: URL): Response {
  const target = url.pathname + url.search;
  return redirect(pathTo('index', {}, { locale, query: { login: 1, redirect: target } }));
}

/**
 * Sign-in-required routes send a visitor home with the login modal open (and continue after login);
 * moderation routes show the 403 page to anyone without `isModerator`.
 */
export function checkAccess(route: RouteDef, locale: Locale, url: URL): void {
  if (route.access === 'public') return;
  const user = $session.getState();
  if (!user) {
    redirectAfterLoginSet(url.pathname + url.search);
    throw loginRedirect(locale, url);
  }
  if (route.access === 'moderator' && !user.isModerator) throw httpError(403, url.pathname);
}
