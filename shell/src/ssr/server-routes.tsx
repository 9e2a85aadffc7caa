import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { Outlet, redirect, useLoaderData, useParams } from 'react-router';
import {
  COOKIES, formatDate, formatNumber, LOCALES, PageLayout, type LayoutDef, type LayoutName, type Locale, type RouteDef, type RouteName,
} from '@bc/shared';
import {
  accountEndpoints, apiPath, imageSizeUrl, matingEndpoints, petDisplayName, petEndpoints, type AnswerOf, type MatingDetail, type PetShort,
} from '@bc/shared/contracts';
import { AppLayout } from '../layout/app-layout';
import { FullScreenLoader } from '../layout/full-screen-loader';
import { ErrorPage } from '../pages/error-page';
import type { RenderInput } from './render-types';
import { httpError, loginRedirect, validateParams } from '../routing/guards';
import { buildRouteTree, type RouteTreeSides } from '../routing/route-tree';

/** What the shell's server hands the loaders of one request. */
export type RenderContext = Pick<RenderInput, 'cookies' | 'fetchJson' | 'fetchAsMember'> & {
  /** The page language's common translations. */
  t: (key: string, options?: Record<string, unknown>) => string;
};

/** What a page's frame (breadcrumbs, heading, description) shows before the remote's code runs in the browser. */
export interface FrameData {
  title?: string;
  crumb?: string;
  /** null: no description (the route's own is not shown either). */
  description?: string | null;
  /** The page's meta description and link-preview text, when it differs from what the frame shows. */
  summary?: string;
  /** A picture for link previews (the pet's main photo). */
  image?: string | null;
}

const contextOf = (args: LoaderFunctionArgs) => args.context as unknown as RenderContext;

/** The ban wins over everything, as in the browser (the loaders of a page run in parallel, so each checks it). */
function checkBanCookie(args: LoaderFunctionArgs): void {
  if (contextOf(args).cookies[COOKIES.banned] !== undefined) throw httpError(403, new URL(args.request.url).pathname);
}

/**
 * The session's `at` cookie is there: the browser will know the member (the server does not ask who it is). The
 * refresh token's cookie is never sent with a page (its path is the refresh call's).
 */
const hasSessionCookies = (cookies: Record<string, string>) => Boolean(cookies[COOKIES.accessToken]);

/**
 * Sign-in-required pages: without session cookies the visitor goes home with the login modal, as the browser's own
 * guard does; with them the frame is drawn and the browser decides (it knows the member and their roles).
 */
async function guard(route: RouteDef, locale: Locale, args: LoaderFunctionArgs): Promise<void> {
  const url = new URL(args.request.url);
  checkBanCookie(args);
  validateParams(route, args.params, url);
  if (route.access === 'public') return;
  if (!hasSessionCookies(contextOf(args).cookies)) throw loginRedirect(locale, url);
  if (route.access !== 'moderator') return;
  // A moderation page: a member the API knows who is not a moderator gets the 403 page from the server too.
  const me = await contextOf(args).fetchAsMember<AnswerOf<typeof accountEndpoints.currentUser>>(apiPath(accountEndpoints.currentUser));
  if (me && me !== 'unknown' && !me.isModerator) throw httpError(403, url.pathname);
}

/** A remote's page as the server draws it: the frame (breadcrumbs, heading, description) of its route. */
function RemotePageFrame({ route }: { route: RouteName }) {
  const data = useLoaderData() as FrameData | null;
  return <PageLayout route={route} params={useParams() as Record<string, string>} title={data?.title} crumb={data?.crumb} />;
}

/** A layout as the server draws it: the frame of its route, with what its loader found (the pet's name), above its page. */
function LayoutFrame({ route }: { route: RouteName }) {
  const data = useLoaderData() as FrameData;
  return (
    <>
      <PageLayout route={route} title={data.title} crumb={data.crumb} description={data.description} />
      <Outlet />
    </>
  );
}

/** A line of facts for a pet's link preview and meta description: "Female · born 2019 · “Bess”". */
export function petFacts(pet: PetShort, t: RenderContext['t']): string {
  const year = (date: string | null) => date?.slice(0, 4);
  const born = year(pet.birthDate);
  const died = year(pet.deathDate);
  return [
    t(`shell:preview.${pet.sex}`),
    born && t('shell:preview.born', { year: born }),
    died && t('shell:preview.died', { year: died }),
    pet.callName && t('pet.callName', { name: pet.callName }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The pet page's heading: the pet's name, as the page's member (or a visitor) may see it. */
async function petFrame(args: LoaderFunctionArgs): Promise<FrameData> {
  const { cookies, fetchJson, fetchAsMember, t } = contextOf(args);
  const path = apiPath(petEndpoints.short, { params: { id: Number(args.params.id) } });
  // A visitor sees published pets; a member also their own drafts (and a moderator everything): ask as the member.
  const pet = hasSessionCookies(cookies) ? await fetchAsMember<PetShort>(path) : await fetchJson<PetShort>(path);
  // The session was refused (an expired token): the frame is drawn without the name, and the browser, which
  // refreshes the session, shows the pet or the 404.
  if (pet === 'unknown') return {};
  if (!pet) throw httpError(404, new URL(args.request.url).pathname);
  // A merged dog's old id: the API answered the record it was merged into; the page moves there for good.
  if (pet.id !== Number(args.params.id)) {
    const url = new URL(args.request.url);
    throw redirect(`${url.pathname.replace(`/pets/${args.params.id}`, `/pets/${pet.id}`)}${url.search}`, 301);
  }
  const name = petDisplayName(pet);
  return {
    title: name,
    crumb: name,
    description: pet.callName ? t('pet.callName', { name: pet.callName }) : null,
    summary: petFacts(pet, t),
    image: pet.mainPhoto && imageSizeUrl(pet.mainPhoto, 'medium'),
  };
}

/** A member's profile: the member's name as the heading, a 404 for a nickname nobody has. */
async function profileFrame(args: LoaderFunctionArgs): Promise<FrameData> {
  const { cookies, fetchJson, fetchAsMember } = contextOf(args);
  const path = apiPath(accountEndpoints.showProfile, { params: { nickname: String(args.params.nickname) } });
  const profile = hasSessionCookies(cookies)
    ? await fetchAsMember<AnswerOf<typeof accountEndpoints.showProfile>>(path)
    : await fetchJson<AnswerOf<typeof accountEndpoints.showProfile>>(path);
  if (profile === 'unknown') return {};
  if (!profile) throw httpError(404, new URL(args.request.url).pathname);
  const name = profile.displayName?.trim() || profile.nickname;
  return { title: name, crumb: name, image: profile.avatar };
}

/** The active stages of a mating, when its puppies are still to come. */
const AWAITING = new Set<MatingDetail['status']>(['planned', 'mated', 'confirmed']);

/**
 * A line of facts for a mating's link preview and meta description: its stage with the expected or actual birth, the
 * litter's puppies and the puppies' COI over the whole known pedigree (the figure the mating page leads with):
 * "Planned mating · puppies expected around 14 March 2027 · puppies’ COI 4.2%".
 */
export function matingFacts(mating: MatingDetail, locale: Locale, t: RenderContext['t']): string {
  const day = (date: string) => formatDate(date, locale, { dateStyle: 'long', timeZone: 'UTC' });
  const { litter, dates, genetics } = mating;
  const stage = litter ? t('shell:preview.mating.litterBorn', { date: day(litter.birthDate) }) : t(`shell:preview.mating.${mating.status}`);
  const counts = litter && litter.counts.malesBorn + litter.counts.femalesBorn > 0 ? t('shell:preview.mating.puppies', { males: litter.counts.malesBorn, females: litter.counts.femalesBorn }) : null;
  const expected = !litter && AWAITING.has(mating.status) && dates.expectedWhelping ? t('shell:preview.mating.expected', { date: day(dates.expectedWhelping) }) : null;
  const coi = genetics && t('shell:preview.mating.coi', { coi: formatNumber(genetics.coi.full, locale, { style: 'percent', maximumFractionDigits: 2 }) });
  return [stage, counts, expected, coi].filter(Boolean).join(' · ');
}

/** A preview text of at most 200 characters (what link previews show of a description). */
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * A mating's page: "Dam × Sire" as its heading, document title and link preview (a line of facts, then the
 * announcement's start; the dam's photo), a 404 for a mating nobody may see (the browser decides for a member, as on
 * pet pages).
 */
async function matingFrame(args: LoaderFunctionArgs, locale: Locale): Promise<FrameData> {
  const { cookies, fetchJson, fetchAsMember, t } = contextOf(args);
  const path = apiPath(matingEndpoints.detail, { params: { id: Number(args.params.id) }, query: { locale } });
  const mating = hasSessionCookies(cookies) ? await fetchAsMember<MatingDetail>(path) : await fetchJson<MatingDetail>(path);
  if (mating === 'unknown') return {};
  if (!mating) throw httpError(404, new URL(args.request.url).pathname);
  if (!mating.dam || !mating.sire) return {};
  const title = `${petDisplayName(mating.dam)} × ${petDisplayName(mating.sire)}`;
  const photo = mating.dam.mainPhoto ?? mating.sire.mainPhoto;
  const announcement = mating.announcement?.replace(/\s+/g, ' ').trim();
  return {
    title,
    // "Mating": two registered names do not fit a phone's line of breadcrumbs.
    crumb: t('routes.m-id'),
    summary: clip([matingFacts(mating, locale, t), announcement].filter(Boolean).join('. ')),
    image: photo && imageSizeUrl(photo, 'medium'),
  };
}

/** What the server looks up for a remote's own page before drawing its frame (a 404 for what does not exist). */
const PAGE_FRAMES: Partial<Record<RouteName, (args: LoaderFunctionArgs, locale: Locale) => Promise<FrameData>>> = {
  'u-nickname': profileFrame,
  'm-id': matingFrame,
};

/** What the server shows in each layout's frame (a new layout without its entry here is a type error). */
const LAYOUT_FRAMES: Record<LayoutName, (args: LoaderFunctionArgs) => Promise<FrameData>> = {
  'pets-id-layout': petFrame,
};

/** The server's side of the route tree: the same guards from cookies, and frames instead of the remotes' pages. */
const server: RouteTreeSides = {
  root: {
    element: (
      <>
        <Outlet />
        <FullScreenLoader initial />
      </>
    ),
  },
  locale: () => ({
    loader: (args: LoaderFunctionArgs) => {
      checkBanCookie(args);
      return null;
    },
    element: <AppLayout />,
    errorElement: <AppLayout error />,
  }),
  remotePage: (route: RouteDef, locale) => ({
    loader: async (args: LoaderFunctionArgs): Promise<FrameData | null> => {
      await guard(route, locale, args);
      return (await PAGE_FRAMES[route.name as RouteName]?.(args, locale)) ?? null;
    },
    // A page inside a layout draws nothing on the server: the layout's frame above it is the page's heading.
    element: route.layout ? null : <RemotePageFrame route={route.name as RouteName} />,
    errorElement: <ErrorPage />,
  }),
  layout: (entry: LayoutDef) => ({
    loader: async (args: LoaderFunctionArgs): Promise<FrameData> => {
      checkBanCookie(args);
      validateParams(entry, args.params, new URL(args.request.url));
      return LAYOUT_FRAMES[entry.name as LayoutName](args);
    },
    element: <LayoutFrame route={entry.frame as RouteName} />,
    errorElement: <ErrorPage />,
  }),
};

/** The site's pages as the server draws them before the browser's code runs (the same tree, layout, pages and errors). */
export function createServerRoutes(): RouteObject[] {
  return buildRouteTree(server, LOCALES);
}
