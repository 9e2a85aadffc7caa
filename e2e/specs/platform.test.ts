import { request as httpRequest } from 'node:http';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MEMBER, MODERATOR, logIn, type Account } from '../src/accounts';
import { closeBrowser, cookie, launch, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';

/**
 * Signs in through the API and stores the session the way the browser does: the access token in `at` (path /), the
 * refresh token in the HttpOnly `rt` cookie the API set for the refresh call only.
 */
async function signInByApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await fetch(`${inject('shellUrl')}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const refreshToken = /(?:^|[;,]\s*)rt=([^;]+)/.exec(response.headers.getSetCookie().join(', '))?.[1];
  expect(refreshToken).toBeDefined();
  const url = `${inject('shellUrl')}/`;
  await context.addCookies([
    { name: 'at', value: accessToken, url },
    { name: 'rt', value: refreshToken!, domain: new URL(url).hostname, path: '/api/user/refresh', httpOnly: true, sameSite: 'Strict' },
  ]);
}

/** Origins the remotes are served from in the composed site. */
const remoteOrigins = () => Object.values(inject('remoteUrls')).map((url) => new URL(String(url)).origin);

const LOCALES = [
  ['ru', '/', 'ru'],
  ['en', '/en', 'en'],
  ['de', '/de', 'de'],
  ['pl', '/pl', 'pl'],
  ['cn', '/cn', 'zh'],
  ['cz', '/cz', 'cs'],
  ['lv', '/lv', 'lv'],
] as const;

afterAll(closeBrowser);

describe('locale routing', () => {
  it.each(LOCALES)('%s: home renders in its language with the right <html lang>', async (locale, path, lang) => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(text('shell', locale, 'home.title'));
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('link[rel="alternate"][hreflang="zh"]').getAttribute('href')).toMatch(/\/cn$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switching language keeps the page and sets i18n_redirected', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/pets');
    await page.getByRole('heading', { level: 1, name: text('common', 'ru', 'routes.pets') }).waitFor();
    await page.getByTestId('language-switcher').click();
    await page.locator('[data-locale="de"]').click();
    await page.waitForURL('**/de/pets');
    await page.getByRole('heading', { level: 1, name: text('common', 'de', 'routes.pets') }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const chosen = await cookie(context, 'i18n_redirected');
    expect(chosen?.value).toBe('de');
    expect(chosen?.sameSite).toBe('Lax');
    expect(chosen?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await context.close();
  });

  it('a trailing slash redirects: /en/pets/ lands on /en/pets', async () => {
    const response = await fetch(`${inject('shellUrl')}/en/pets/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/pets');
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/en/pets/');
    await page.getByRole('heading', { level: 1, name: 'Pets' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en/pets');
    await context.close();
  });

  it.each(['/no-such-page', '/pets/abc', '/en/pets/0', '/u/edit/x', '/activate/short'])('%s shows the 404 page with a button home', async (path) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(path);
    const notFound = page.getByTestId('error-404');
    await notFound.waitFor();
    const locale = path.startsWith('/en') ? 'en' : 'ru';
    expect(await page.locator('h1').textContent()).toBe(text('common', locale, 'errors.notFoundTitle'));
    expect(await page.title()).toContain(text('common', locale, 'errors.notFoundTitle'));
    await page.getByTestId('error-home').click();
    await page.waitForURL((url) => url.pathname === (locale === 'en' ? '/en' : '/'));
    await page.getByRole('heading', { level: 1, name: text('shell', locale, 'home.title') }).waitFor();
    await context.close();
  });

  it('the server answers 404 for unknown pages and 200 for known ones', async () => {
    const base = inject('shellUrl');
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${base}/pets/abc`)).status).toBe(404);
    expect((await fetch(`${base}/cz/pets/12/pedigree`)).status).toBe(200);
    expect((await fetch(`${base}/u/edit`)).status).toBe(200);
  });
});

describe('ban and access', () => {
  it.each(['/', '/pets', '/en/faq', '/pets/1/pedigree', '/no-such-page'])('with cookie bc-baned, %s shows the 403 page', async (path) => {
    const context = await newContext({ cookies: { 'bc-baned': '1' } });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByTestId('error-403').waitFor();
    const locale = path.startsWith('/en') ? 'en' : 'ru';
    expect(await page.getByTestId('ban-message').textContent()).toBe(
      locale === 'ru' ? 'Вам ограничен доступ к сайту' : text('common', 'en', 'errors.banMessage'),
    );
    expect(await page.locator('h1').textContent()).toBe(text('common', locale, 'errors.bannedTitle'));
    expect(await page.getByTestId('error-home').count()).toBe(0);
    expect(await page.title()).toContain(text('common', locale, 'errors.bannedTitle'));
    await context.close();
  });

  it('with cookie bc-baned, a sign-in-required route shows the 403 page at once and loads no remote code', async () => {
    const context = await newContext({ cookies: { 'bc-baned': '1' } });
    const page = await context.newPage();
    const origins = remoteOrigins();
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (origins.includes(new URL(request.url()).origin)) remoteRequests.push(request.url());
    });
    await page.goto('/en/u/pets');
    await page.getByTestId('error-403').waitFor();
    expect(await page.getByTestId('ban-message').textContent()).toBe(text('common', 'en', 'errors.banMessage'));
    // no detour home with the login prompt
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/u/pets');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    // Nothing from any remote's origin: the server drew the 403 page, with no preload of a remote's manifest.
    expect(remoteRequests).toEqual([]);
    await context.close();
  });

  it('a sign-in-required route sends a visitor home with the login modal; after login it continues to the route', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/en/u/pets');
    await page.waitForURL((url) => url.pathname === '/en');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[type="email"]').waitFor();
    // the one-off parameters are gone from the address
    await page.waitForURL((url) => url.search === '');
    await logIn(page, MEMBER);
    await page.waitForURL((url) => url.pathname === '/en/u/pets');
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.u-pets') }).waitFor();
    await page.getByTestId('account-menu').waitFor();
    await context.close();
  });

  it('keeps a dog’s name as the page title once the app has taken over, on every tab of its page', async () => {
    const { items } = (await (await fetch(`${inject('apiUrl')}/api/pets?limit=1&sort=name`)).json()) as { items: { id: number; registeredName: string }[] };
    const context = await newContext({ accepted: true });
    const page = await context.newPage();
    await page.goto(`/en/pets/${items[0].id}`);
    // The app has replaced the page the server drew (which had the title already), and the pet page's code is in.
    await page.locator('#root:not([data-ssr])').waitFor({ state: 'attached' });
    await page.getByTestId('tab-pets-id-pedigree').waitFor();
    await expect.poll(() => page.title()).toBe(`${items[0].registeredName} · BC Pedigree`);
    await page.getByTestId('tab-pets-id-pedigree').click();
    await page.waitForURL((url) => url.pathname.endsWith('/pedigree'));
    await expect.poll(() => page.title()).toBe(`${items[0].registeredName} · BC Pedigree`);
    await context.close();
  });

  it('a visitor on a moderation route is asked to sign in', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/moder/users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('a signed-in member without isModerator sees the 403 page on /moder and /en/moder/users', async () => {
    const context = await newContext();
    await signInByApi(context, MEMBER);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/moder');
    await page.getByTestId('error-403').waitFor();
    expect(await page.locator('h1').textContent()).toBe(text('common', 'ru', 'errors.bannedTitle'));
    expect(await page.getByTestId('ban-message').textContent()).toBe(text('common', 'ru', 'errors.moderatorsOnly'));
    expect(new URL(page.url()).pathname).toBe('/moder');
    // signed in: the header shows the member, not the sign-in button
    await page.getByTestId('account-menu').waitFor();

    await page.goto('/en/moder/users');
    await page.getByTestId('error-403').waitFor();
    expect(await page.locator('h1').textContent()).toBe(text('common', 'en', 'errors.bannedTitle'));
    expect(await page.getByTestId('ban-message').textContent()).toBe(text('common', 'en', 'errors.moderatorsOnly'));
    expect(await page.getByTestId('error-home').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/en/moder/users');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pages drawn by the server', () => {
  const html = async (path: string, cookies = '') => {
    const response = await fetch(`${inject('shellUrl')}${path}`, { redirect: 'manual', headers: { cookie: cookies } });
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  };

  it('send each page already drawn: language, title, description, heading and the pet’s name', async () => {
    const pets = await html('/en/pets');
    expect(pets.status).toBe(200);
    expect(pets.body).toContain('<html lang="en"');
    expect(pets.body).toContain(`<title>${text('common', 'en', 'routes.pets')} · BC Pedigree</title>`);
    expect(pets.body).toContain(`<meta name="description" content="${text('common', 'en', 'descriptions.pets')}"`);
    expect(pets.body).toMatch(new RegExp(`<h1[^>]*>${text('common', 'en', 'routes.pets')}</h1>`));
    expect(pets.body).toContain('hreflang="zh" href="http://localhost');

    const { items } = (await (await fetch(`${inject('apiUrl')}/api/pets?limit=1&sort=name`)).json()) as { items: { id: number; registeredName: string }[] };
    const pet = await html(`/cz/pets/${items[0].id}/pedigree`);
    expect(pet.status).toBe(200);
    expect(pet.body).toContain('<html lang="cs"');
    expect(pet.body).toContain(items[0].registeredName);

    const home = await html('/de');
    expect(home.body).toContain(text('shell', 'de', 'home.title'));
  });

  it('answer a member on a moderation page with 403, an unknown member with 404, and name a member on the profile', async () => {
    const tokenOf = async (account: Account) => {
      const response = await fetch(`${inject('apiUrl')}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
      return ((await response.json()) as { accessToken: string; user: { nickname: string } });
    };
    const member = await tokenOf(MEMBER);
    const forbidden = await html('/en/moder/users', `at=${member.accessToken}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toContain(text('common', 'en', 'errors.bannedTitle'));
    const moderator = await tokenOf(MODERATOR);
    expect((await html('/en/moder/users', `at=${moderator.accessToken}`)).status).toBe(200);
    // An expired or unknown session: the server cannot tell, and leaves it to the browser (which refreshes it).
    expect((await html('/en/moder/users', 'at=not.a.token')).status).toBe(200);

    const unknown = await html('/en/u/no-such-member-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(text('common', 'en', 'errors.notFoundTitle'));
    const profile = await html(`/en/u/${member.user.nickname}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatch(/<title>[^<]+ · BC Pedigree<\/title>/);
    expect(profile.body).not.toContain(`<title>${text('common', 'en', 'routes.u-nickname')} · BC Pedigree</title>`);
  });

  it('describe every page in its own language, and give dog pages a link preview', async () => {
    const { items } = (await (await fetch(`${inject('apiUrl')}/api/pets?limit=1&sort=name`)).json()) as { items: { id: number; registeredName: string }[] };
    const ru = await html(`/pets/${items[0].id}`);
    const english = /<meta name="description" content="Border collie pedigree database/;
    expect(ru.body).not.toMatch(english);
    expect(ru.body).toContain(`<meta property="og:title" content="${items[0].registeredName}" data-bc-preview>`);
    expect(ru.body).toContain(`<meta property="og:url" content="${inject('shellUrl')}/pets/${items[0].id}" data-bc-preview>`);
    expect(ru.body).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" data-bc-preview>/);
    // The facts line: sex and year of birth in the page's language.
    expect(ru.body).toMatch(new RegExp(`<meta property="og:description" content="(${text('shell', 'ru', 'preview.male')}|${text('shell', 'ru', 'preview.female')})`));
    for (const path of ['/faq', '/de/faq', '/pl/u/likes-nobody']) {
      expect((await html(path)).body, path).not.toMatch(english);
    }
  });

  it('redirect a trailing slash within the site only', async () => {
    const location = await new Promise<string | undefined>((done, fail) => {
      const url = new URL(inject('shellUrl'));
      httpRequest({ host: url.hostname, port: url.port, path: '/.//evil.example/' }, (response) => {
        response.resume();
        done(response.headers.location);
      })
        .on('error', fail)
        .end();
    });
    expect(location).toBe('/evil.example');
  });

  it('answer an unknown pet with 404, the ban cookie with 403, and a visitor on a sign-in page with a redirect home', async () => {
    const missing = await html('/en/pets/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(text('common', 'en', 'errors.notFoundTitle'));
    const banned = await html('/en/faq', 'bc-baned=1');
    expect(banned.status).toBe(403);
    expect(banned.body).toContain(text('common', 'en', 'errors.banMessage'));
    expect(banned.body).not.toContain('mf-manifest.json');
    const visitor = await html('/en/u/pets');
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/en?login=1&redirect=%2Fen%2Fu%2Fpets');
  });

  it('are readable without JavaScript, with real links', async () => {
    const context = await (await launch()).newContext({ javaScriptEnabled: false });
    // the agreement accepted (without JavaScript its modal, drawn by the server, cannot be answered)
    await context.addCookies([{ name: 'agree', value: '1', url: inject('shellUrl') }]);
    const page = await context.newPage();
    await page.goto(`${inject('shellUrl')}/en/faq`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('common', 'en', 'routes.faq'));
    const link = page.getByRole('navigation', { name: text('common', 'en', 'layout.mainNav') }).getByRole('link', { name: text('common', 'en', 'routes.pets') });
    expect(await link.getAttribute('href')).toBe('/en/pets');
    // No loading veil over it. (A real mouse click at the link's place: a veil catching clicks would take it. `force`
    // only skips the animation-frame checks, which need the page's JavaScript.)
    expect(await page.getByTestId('page-loader').isVisible()).toBe(false);
    await link.click({ force: true });
    await page.waitForURL((url) => url.pathname === '/en/pets');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('common', 'en', 'routes.pets'));
    await context.close();
  });

  it('are replaced by the app without layout shift', async () => {
    const { items } = (await (await fetch(`${inject('apiUrl')}/api/pets?limit=1`)).json()) as { items: { id: number }[] };
    for (const [path, accepted] of [['/en', false], ['/en/pets', false], [`/en/pets/${items[0].id}`, false], ['/en/pets', true], [`/en/pets/${items[0].id}`, true]] as const) {
      const context = await newContext({ mobile: true, accepted });
      await context.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), `${path} (agreement accepted: ${accepted})`).toBeLessThan(0.05);
      await context.close();
    }
  });
});
