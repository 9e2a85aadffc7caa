import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Outlet, useLoaderData, useParams } from 'react-router';
import { COOKIES, LOCALES, localePrefix, PageLayout, ROUTES, routeName, type Locale, type RouteDef } from '@bc/shared';
import { petDisplayName, type PetShort } from '@bc/shared/contracts';
import { AppLayout } from '../layout/app-layout';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { ErrorView } from '../pages/error-view';
import { SHELL_PAGES } from '../pages/shell-pages';
import type { FrameInput } from './frame-types';
import { httpError, loginRedirect, validateParams } from '../routing/guards';
import { notFoundRoute, relative, type RouteHandle } from '../routing/route-parts';

/** What the shell's server hands the loaders of one request. */
export type FrameContext = Pick<FrameInput, 'cookies' | 'fetchJson'> & {
  /** The page language's common translations. */
  t: (key: string, options?: Record<string, unknown>) => string;
};

/** What a remote page's frame shows before the remote's code runs in the browser. */
export interface FrameData {
  title?: string;
  crumb?: string;
  /** null: no description (the route's own is not shown either). */
  description?: string | null;
}


const contextOf = (args: LoaderFunctionArgs) => args.context as unknown as FrameContext;

/** The ban wins over everything, as in the browser (the loaders of a page run in parallel, so each checks it). */
function checkBanCookie(args: LoaderFunctionArgs): void {
  if (contextOf(args).cookies[COOKIES.banned] !== undefined) throw httpError(403, new URL(args.request.url).pathname);
}

/** Both session cookies are there: the browser will know the member (the server does not ask who it is). */
const hasSessionCookies = (cookies: Record<string, string>) => Boolean(cookies[COOKIES.accessToken] && cookies[COOKIES.refreshToken]);

/**
 * Sign-in-required pages: without session cookies the visitor goes home with the login modal, as the browser's own
 * guard does; with them the frame is drawn and the browser decides (it knows the member and their roles).
 */
function guard(def: RouteDef, locale: Locale, args: LoaderFunctionArgs): void {
  const url = new URL(args.request.url);
  checkBanCookie(args);
  validateParams(def, args.params, url);
  if (def.access === 'public' || hasSessionCookies(contextOf(args).cookies)) return;
  throw loginRedirect(locale, url);
}

/** A remote's page as the server draws it: the page frame (breadcrumbs, heading, description) of its route. */
function RemoteFrame({ route }: { route: string }) {
  return <PageLayout route={route} params={useParams() as Record<string, string>} />;
}

function pageRoute(def: RouteDef, locale: Locale, path: string): RouteObject {
  const handle: RouteHandle = { route: def, locale };
  const position = path === '' ? { index: true as const } : { path };
  if (def.owner === 'shell') {
    const Page = SHELL_PAGES[def.name];
    return { id: routeName(def.name, locale), ...position, element: <Page />, handle } as RouteObject;
  }
  return {
    id: routeName(def.name, locale),
    ...position,
    handle,
    loader: (args: LoaderFunctionArgs) => {
      guard(def, locale, args);
      return null;
    },
    // Tabs of the pet page draw nothing on the server: the pet's frame above them is the page's heading.
    element: def.petTab ? null : <RemoteFrame route={def.name} />,
    errorElement: <ErrorView />,
  } as RouteObject;
}

function PetFrame() {
  const data = useLoaderData() as FrameData;
  return (
    <>
      <PageLayout route="pets-id" title={data.title} crumb={data.crumb} description={data.description} />
      <Outlet />
    </>
  );
}

function petRoutes(locale: Locale): RouteObject {
  const tabs = ROUTES.filter((def) => def.petTab);
  const base = tabs.find((def) => def.name === 'pets-id')!;
  return {
    id: `pets-id-layout___${locale}`,
    path: 'pets/:id',
    loader: async (args: LoaderFunctionArgs): Promise<FrameData> => {
      const url = new URL(args.request.url);
      checkBanCookie(args);
      validateParams(base, args.params, url);
      const { cookies, fetchJson, t } = contextOf(args);
      const pet = await fetchJson<Pick<PetShort, 'registeredName' | 'kennelPrefix' | 'callName'>>(`/api/pets/short/${args.params.id}`);
      if (!pet) {
        // Hidden from visitors, but perhaps a member's own draft or hidden pet (or a moderator's to see): with a session
        // the frame is drawn without the name, and the browser, which knows the member, shows the pet or the 404.
        if (hasSessionCookies(cookies)) return {};
        throw httpError(404, url.pathname);
      }
      const name = petDisplayName(pet);
      return { title: name, crumb: name, description: pet.callName ? t('pet.callName', { name: pet.callName }) : null };
    },
    element: <PetFrame />,
    errorElement: <ErrorView />,
    children: tabs.map((def) => pageRoute(def, locale, relative(def.path, '/pets/:id'))),
  };
}

function localeBranch(locale: Locale): RouteObject {
  const pages = ROUTES.filter((def) => !def.petTab).map((def) => pageRoute(def, locale, relative(def.path)));
  return {
    id: `locale-${locale}`,
    path: localePrefix(locale) || '/',
    loader: (args: LoaderFunctionArgs) => {
      checkBanCookie(args);
      return null;
    },
    element: <AppLayout />,
    errorElement: <AppLayout error />,
    children: [
      ...pages,
      petRoutes(locale),
      notFoundRoute(locale),
    ],
  };
}

/** The site's pages as the server draws them before the browser's code runs (the same layout, pages and errors). */
export function createServerRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <>
          <Outlet />
          <FullScreenLoader initial />
        </>
      ),
      children: LOCALES.map(localeBranch),
    },
  ];
}
