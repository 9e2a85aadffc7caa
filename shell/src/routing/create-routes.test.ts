import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '@bc/shared';
import { redirectAfterLoginSet } from '../session/model';
import { member, setBanCookie } from '../testing/fixtures';
import { addLocaleRoutes, createRoutes } from './create-routes';
import { loadContentPage } from '../pages/content-page';
import { loadRemotePage } from './remote-page';

vi.mock('./locale', () => ({ applyLocale: vi.fn(async () => undefined), updateAlternateLinks: vi.fn() }));
vi.mock('./remote-page', () => ({ loadRemotePage: vi.fn(async () => undefined), RemotePage: () => null }));
vi.mock('../pages/content-page', async (original) => ({ ...(await original<object>()), loadContentPage: vi.fn(async () => undefined) }));

type Router = ReturnType<typeof createMemoryRouter>;

/** Runs the site's routes (loaders only, nothing rendered) at `path` until the first page has loaded. */
async function land(path: string): Promise<Router> {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

const statuses = (router: Router) => Object.values(router.state.errors ?? {}).map((error) => (error as { status?: number }).status);

afterEach(() => {
  sessionChanged(null);
  redirectAfterLoginSet(null);
  setBanCookie(false);
  vi.mocked(loadRemotePage).mockClear();
});

describe('the route loaders', () => {
  it('a banned visitor on a sign-in-required page gets the 403 page at once: no login redirect, no remote code', async () => {
    setBanCookie(true);
    const router = await land('/en/u/pets');
    expect(router.state.location.pathname).toBe('/en/u/pets');
    expect(router.state.location.search).toBe('');
    expect(statuses(router)).toContain(403);
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('a banned member gets the 403 page on remote pages and pet tabs without their code being loaded', async () => {
    sessionChanged(member({ isBaned: true }));
    for (const path of ['/pets', '/en/pets/7/pedigree', '/moder/users']) {
      const router = await land(path);
      expect(statuses(router), path).toContain(403);
      expect(router.state.location.pathname).toBe(path);
    }
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('a visitor on a sign-in-required page lands home with the login prompt, without the page code', async () => {
    const router = await land('/en/u/pets');
    expect(router.state.location.pathname).toBe('/en');
    expect(new URLSearchParams(router.state.location.search).get('login')).toBe('1');
    expect(loadRemotePage).not.toHaveBeenCalled();
  });

  it('a member without isModerator gets 403 on moderation pages; a member loads sign-in pages', async () => {
    sessionChanged(member());
    expect(statuses(await land('/en/moder/users'))).toEqual([403]);
    expect(loadRemotePage).not.toHaveBeenCalled();
    const router = await land('/en/u/pets');
    expect(router.state.errors).toBeNull();
    expect(loadRemotePage).toHaveBeenCalledWith('mfe_pets', 'u-pets', 'en', 'http://localhost/en/u/pets', {});
  });

  it('starts with the routes of the page language only and adds another language on the way to it', async () => {
    const router = createMemoryRouter(createRoutes(['ru']), {
      initialEntries: ['/faq'],
      patchRoutesOnNavigation: addLocaleRoutes(new Set(['ru'])),
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.routes[0].children?.map((route) => route.id)).toEqual(['locale-ru']);
    await router.navigate('/en/faq');
    expect(router.state.matches.at(-1)?.route.id).toBe('faq___en');
    expect(router.state.errors).toBeNull();
    expect(router.routes[0].children?.map((route) => route.id)).toEqual(['locale-ru', 'locale-en']);
    await router.navigate('/en/no-such-page');
    expect(statuses(router)).toEqual([404]);
  });

  it('a content page loads its texts in its route loader; the home page has none to load', async () => {
    vi.mocked(loadContentPage).mockClear();
    await land('/en');
    expect(loadContentPage).not.toHaveBeenCalled();
    const router = await land('/en/rules');
    expect(router.state.errors).toBeNull();
    expect(loadContentPage).toHaveBeenCalledWith('en');
  });
});
