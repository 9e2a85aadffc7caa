import { createMemoryRouter, createStaticHandler } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, pathTo, ROUTES, sessionChanged, type RouteName } from '@bc/shared';
import { createServerRoutes } from '../ssr/server-routes';
import { redirectAfterLoginSet } from '../session/model';
import { member } from '../testing/fixtures';
import { createRoutes } from './create-routes';
import { loadRemotePage } from './remote-page';

vi.mock('./locale', () => ({ applyLocale: vi.fn(async () => undefined), updateAlternateLinks: vi.fn() }));
vi.mock('./remote-page', () => ({ loadRemotePage: vi.fn(async () => undefined), RemotePage: () => null }));
// (the content pages' texts load in their loader, like a remote's code: not what this test is about)
vi.mock('../pages/content-page', async (original) => ({ ...(await original<object>()), loadContentPage: vi.fn(async () => undefined) }));

/**
 * Who may open each page, written out here rather than read from the route table: a page made public by mistake
 * (or a moderation page opened to members) fails below, in the browser's loaders and on the server. A new
 * sign-in-required or moderation page is added to its list; every page in neither list must stay open to visitors.
 */
const SIGN_IN_PAGES = [
  'pets-add', 'pets-edit-id', 'u-pets', 'u-likes', 'pets-id-report', 'u-reports', 'u-edit', 'u-edit-nickname',
  'm-add', 'm-edit-id', 'litters-add', 'litters-edit-id', 'u-litters', 'u-matings', 'u-import',
] as const satisfies readonly RouteName[];
const MODERATOR_PAGES = [
  'moder', 'moder-account-requests', 'moder-all-matings', 'moder-attachments', 'moder-connect-breeders', 'moder-donations',
  'moder-litters', 'moder-matings', 'moder-pets', 'moder-users', 'moder-import',
] as const satisfies readonly RouteName[];

type Access = 'public' | 'user' | 'moderator';
const expected = (name: string): Access =>
  (MODERATOR_PAGES as readonly string[]).includes(name) ? 'moderator' : (SIGN_IN_PAGES as readonly string[]).includes(name) ? 'user' : 'public';

/** A path of the page with parameters of the right format (a bad one would be a 404, not an access check). */
const SAMPLE_PARAMS: Record<string, string> = { id: '7', hash: 'a1b2c3d4e5f6g7h8i9j0', nickname: 'anna-b' };
const pathOf = (name: string) => {
  const route = ROUTES.find((r) => r.name === name)!;
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, key]) => [key, SAMPLE_PARAMS[key]]));
  return pathTo(name as never, params as never, { locale: 'en' });
};
const ALL = ROUTES.map((route) => route.name);

afterEach(() => {
  sessionChanged(null);
  redirectAfterLoginSet(null);
  vi.mocked(loadRemotePage).mockClear();
});

describe('page access levels (a recorded list, not the route table)', () => {
  it('the lists name pages of the table, and the table asks no sign-in for a page outside them', () => {
    for (const name of [...SIGN_IN_PAGES, ...MODERATOR_PAGES]) expect(ALL, name).toContain(name);
    // The other way round is checked by behaviour below; this names the page outright.
    const restricted = ROUTES.filter((route) => route.access !== 'public').map((route) => route.name);
    expect(restricted.filter((name) => expected(name) === 'public'), 'sign-in pages missing from the lists above').toEqual([]);
  });

  /** Where the browser's route loaders end for `path`: the page, a login redirect, or an error status. */
  async function browserOutcome(path: string) {
    const router = createMemoryRouter(createRoutes(['en']), { initialEntries: [path] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const { pathname, search } = router.state.location;
    const statuses = Object.values(router.state.errors ?? {}).map((error) => (error as { status?: number }).status);
    router.dispose();
    if (pathname !== path) return new URLSearchParams(search).get('login') === '1' ? 'login' : `moved to ${pathname}`;
    return statuses.length > 0 ? `status ${statuses.join(',')}` : 'page';
  }

  it('in the browser, a visitor is sent to the login prompt on exactly the sign-in and moderation pages', async () => {
    const wrong: string[] = [];
    for (const name of ALL) {
      const outcome = await browserOutcome(pathOf(name));
      const want = expected(name) === 'public' ? 'page' : 'login';
      if (outcome !== want) wrong.push(`${name}: ${outcome}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
  });

  it('in the browser, a member opens the sign-in pages and gets 403 on every moderation page; a moderator opens them', async () => {
    sessionChanged(member());
    const wrong: string[] = [];
    for (const name of ALL) {
      const outcome = await browserOutcome(pathOf(name));
      const want = expected(name) === 'moderator' ? 'status 403' : 'page';
      if (outcome !== want) wrong.push(`member on ${name}: ${outcome}, expected ${want}`);
    }
    sessionChanged(member({ isModerator: true }));
    for (const name of MODERATOR_PAGES) {
      const outcome = await browserOutcome(pathOf(name));
      if (outcome !== 'page') wrong.push(`moderator on ${name}: ${outcome}`);
    }
    expect(wrong).toEqual([]);
  });

  it('on the server, a visitor without session cookies gets a 302 to the login prompt on exactly those pages, a member the API knows a 403 on moderation pages', async () => {
    const handler = createStaticHandler(createServerRoutes());
    // What the API answers: a pet or a profile to anyone, and `GET /api/user` to the session (when it accepts it).
    const answer = (path: string, isModerator: boolean) =>
      path === '/api/user' ? { id: 1, nickname: 'anna', isModerator } : { id: Number(/\/(\d+)(?:\/|$)/.exec(path)?.[1]), registeredName: 'Rex', kennelPrefix: null, callName: null, sex: 'male', nickname: 'anna', displayName: null, avatar: null };
    const fetchJson = async (path: string) => (path === '/api/user' ? null : answer(path, false));
    const outcome = async (name: string, cookies: Record<string, string>, session: 'unknown' | 'member' | 'moderator' = 'unknown') => {
      const fetchAsMember = async (path: string) => (session === 'unknown' ? 'unknown' : answer(path, session === 'moderator'));
      const context = await handler.query(new Request(`http://localhost${pathOf(name)}`), {
        requestContext: { cookies, fetchJson, fetchAsMember, t: (key: string) => key } as never,
      });
      if (context instanceof Response) {
        const location = context.headers.get('Location') ?? '';
        return context.status === 302 && new URL(location, 'http://localhost').searchParams.get('login') === '1' ? 'login' : `${context.status} ${location}`;
      }
      return context.statusCode === 200 ? 'page' : `status ${context.statusCode}`;
    };
    const session = { [COOKIES.accessToken]: 'a.b.c', [COOKIES.refreshToken]: 'r' };
    const wrong: string[] = [];
    for (const name of ALL) {
      const visitor = await outcome(name, {});
      const want = expected(name) === 'public' ? 'page' : 'login';
      if (visitor !== want) wrong.push(`visitor on ${name}: ${visitor}, expected ${want}`);
      // With session cookies the API does not accept (an expired token) the server draws the frame and the browser,
      // which refreshes the session and knows the member's roles, decides.
      const signedIn = await outcome(name, session);
      if (signedIn !== 'page') wrong.push(`session cookies on ${name}: ${signedIn}`);
      // A session the API accepts: a member who is not a moderator gets the 403 on moderation pages from the server.
      const asMember = await outcome(name, session, 'member');
      const memberWants = expected(name) === 'moderator' ? 'status 403' : 'page';
      if (asMember !== memberWants) wrong.push(`member on ${name}: ${asMember}, expected ${memberWants}`);
      const asModerator = await outcome(name, session, 'moderator');
      if (asModerator !== 'page') wrong.push(`moderator on ${name}: ${asModerator}`);
    }
    expect(wrong).toEqual([]);
  });
});
