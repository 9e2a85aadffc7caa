import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, cookie, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';

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

  it('a sign-in-required route sends a visitor home with the login modal open', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/en/u/pets');
    await page.waitForURL((url) => url.pathname === '/en');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[type="email"]').waitFor();
    await context.close();
  });

  it('a member without isModerator sees the 403 page on moderation routes (a visitor is asked to sign in)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/moder/users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
