import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MEMBER, logIn } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { seriousViolations } from '../src/axe';
import { text } from '../src/locales';

afterAll(closeBrowser);

const control = (remote: string, action: 'stop' | 'start') =>
  fetch(`${inject('controlUrl')}/remotes/${remote}/${action}`, { method: 'POST' });

/** Full page loads of this tab so far: a client-side change keeps it at 1. */
const pageLoads = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

/**
 * Shows toasts through the bus of the one `@bc/shared` in the federation share scope (the instance the shell and
 * every remote use), as a remote's `showToast` would.
 */
function showToasts(page: Page, requests: { type: string; message: string }[]): Promise<boolean> {
  return page.evaluate((toasts) => {
    type Entry = { loaded?: boolean; lib?: () => { showToast(request: unknown): void } };
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__?.__SHARE__;
    for (const host of Object.values(share ?? {})) {
      for (const scope of Object.values(host)) {
        for (const entry of Object.values(scope['@bc/shared'] ?? {})) {
          if (!entry.loaded || !entry.lib) continue;
          const shared = entry.lib();
          for (const toast of toasts) shared.showToast(toast);
          return true;
        }
      }
    }
    return false;
  }, requests);
}

describe('composition', () => {
  it('with one remote down the shell stays usable and shows the remote error with a retry', async () => {
    await control('mfe_pets', 'stop');
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto('/en');
      await page.getByRole('heading', { level: 1, name: text('shell', 'en', 'home.title') }).waitFor();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pets' }).click();
      // The failed remote triggers one reload (at most once per 10 s), then the error shows in the page area.
      await page.getByTestId('remote-error').waitFor({ timeout: 30_000 });
      expect(await page.locator('header').isVisible()).toBe(true);
      expect(await page.locator('footer').isVisible()).toBe(true);
      // Other remotes and the language switch keep working.
      await page.goto('/en/premium');
      await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.premium') }).waitFor();
      await page.getByTestId('language-switcher').click();
      await page.locator('[data-locale="pl"]').click();
      await page.getByRole('heading', { level: 1, name: text('common', 'pl', 'routes.premium') }).waitFor();
      // Back up: the retry button loads the page.
      await page.goto('/en/pets');
      await page.getByTestId('remote-error').waitFor({ timeout: 30_000 });
      await control('mfe_pets', 'start');
      await page.getByTestId('remote-retry').click();
      await page.getByRole('heading', { level: 1, name: 'Pets' }).waitFor();
      await context.close();
    } finally {
      await control('mfe_pets', 'start');
    }
  });

  it('shares one React, one Effector and one i18next: a language switch in the shell re-renders a remote', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/en/pets/7/pedigree');
    const tab = page.getByRole('tab', { name: text('common', 'en', 'routes.pets-id-siblings') });
    await tab.waitFor();
    const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByTestId('language-switcher').click();
    await page.locator('[data-locale="cz"]').click();
    await page.getByRole('tab', { name: text('common', 'cz', 'routes.pets-id-siblings') }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    const scope = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } })
        .__FEDERATION__?.__SHARE__;
      const versions: Record<string, number> = {};
      for (const host of Object.values(share ?? {})) {
        for (const scopeEntries of Object.values(host)) {
          for (const [name, byVersion] of Object.entries(scopeEntries)) {
            const loaded = Object.values(byVersion).filter((entry) => entry.loaded).length;
            versions[name] = Math.max(versions[name] ?? 0, loaded);
          }
        }
      }
      return versions;
    });
    // Mantine is shared as the UI layer (@bc/shared/mantine and its parts, each loaded by the page that needs it); no app
    // shares or loads @mantine/core itself.
    const parts = Object.keys(scope).filter((name) => name.startsWith('@bc/shared/mantine/') && scope[name] > 0);
    expect(parts.length).toBeGreaterThan(0);
    for (const name of ['react', 'react-dom', 'effector', 'i18next', 'react-i18next', 'react-router', '@bc/shared/mantine', '@bc/shared', ...parts]) {
      expect(scope[name], name).toBe(1);
    }
    expect(scope['@mantine/core']).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('one Effector and one bus: events fired inside remotes change what the shell shows', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const matingsOrigin = new URL(String(inject('remoteUrls').mfe_matings)).origin;
    const fromMatings: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(matingsOrigin)) fromMatings.push(request.url());
    });
    await page.goto('/en/possible-mating');
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.possible-mating') }).waitFor();
    expect(fromMatings.length).toBeGreaterThan(0); // the page is mfe_matings' code

    // mfe_matings' help button calls openModal(): `modalRequested` on the bus; the shell's modal host opens it.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('how-to-mating-open').click();
    const help = page.getByRole('dialog', { name: text('mfe-matings', 'en', 'howTo.title') });
    await help.waitFor();
    await help.getByTestId('how-to-mating').waitFor();
    await help.getByRole('link', { name: text('mfe-matings', 'en', 'howTo.steps.choose.link') }).click();
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.pets') }).waitFor();
    // (the modal closes with its transition)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // mfe_account's login form fires `sessionChanged`; the shell's header, drawn from the `$session` store, follows.
    await page.getByTestId('sign-in').click();
    await logIn(page, MEMBER);
    await page.getByTestId('account-menu').waitFor();
    expect(await page.getByTestId('sign-in').count()).toBe(0);
    expect(await pageLoads(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toasts: the newest shows on top', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // (A remote's page: the shell's own pages load no federation runtime, so there is no share scope on them.)
    await page.goto('/en/pets');
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.pets') }).waitFor();
    expect(await showToasts(page, [{ type: 'info', message: 'First toast' }])).toBe(true);
    await page.getByText('First toast').waitFor();
    await showToasts(page, [{ type: 'success', message: 'Second toast' }]);
    await page.getByText('Second toast').waitFor();
    const toasts = page.locator('[data-position="top-right"] [data-toast-type]');
    await expect.poll(() => toasts.count()).toBe(2);
    expect(await toasts.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-toast-type'), node.textContent]))).toEqual([
      ['success', 'Second toast'],
      ['info', 'First toast'],
    ]);
    const first = await page.getByText('First toast').boundingBox();
    const second = await page.getByText('Second toast').boundingBox();
    expect(second!.y).toBeLessThan(first!.y);
    await context.close();
  });

  it('a changed build manifest raises the update toast (the hourly check, clock driven)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    await page.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { shell: 'a-newer-build', remotes: {} }, headers: { 'cache-control': 'no-cache' } }),
    );
    await page.goto('/en');
    await page.getByRole('heading', { level: 1, name: text('shell', 'en', 'home.title') }).waitFor();
    expect(await page.getByText(text('common', 'en', 'update.title')).count()).toBe(0);
    await page.clock.fastForward('59:00');
    await page.waitForTimeout(300);
    expect(await page.getByText(text('common', 'en', 'update.title')).count()).toBe(0);
    await page.clock.fastForward('01:01');
    await page.getByText(text('common', 'en', 'update.title')).waitFor();
    await page.getByRole('button', { name: text('common', 'en', 'update.reload') }).waitFor();
    await context.close();
  });
});

/**
 * A page of the shell built with a Metrika counter id, with Yandex's tag replaced by a stub that records every `ym`
 * call in `window.__ym`; `hits` reads the URLs of the page hits sent so far.
 */
async function openWithMetrika(): Promise<{ context: BrowserContext; page: Page; hits: () => Promise<string[]> }> {
  const context = await newContext({ baseURL: inject('metrikaShellUrl') });
  const page = await context.newPage();
  await page.route('https://mc.yandex.ru/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(function(){var q=(window.ym&&window.ym.a)||[];window.__ym=[];window.ym=function(){window.__ym.push(Array.prototype.slice.call(arguments))};q.forEach(function(a){window.ym.apply(null,a)});})();`,
    }),
  );
  const hits = () =>
    page.evaluate(() => ((window as unknown as { __ym?: unknown[][] }).__ym ?? []).filter((call) => call[1] === 'hit').map((call) => String(call[2])));
  return { context, page, hits };
}

describe('analytics', () => {
  it('sends exactly one page hit per route change when a counter id is set', async () => {
    const { context, page, hits } = await openWithMetrika();
    await page.goto('/en');
    await expect.poll(hits).toHaveLength(1);
    const init = await page.evaluate(() => ((window as unknown as { __ym: unknown[][] }).__ym ?? []).find((call) => call[1] === 'init'));
    expect(init?.[0]).toBe(98765432);
    expect(init?.[2]).toMatchObject({ webvisor: false, clickmap: true, trackLinks: true });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pets' }).waitFor();
    await expect.poll(hits).toHaveLength(2);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.faq') }).waitFor();
    await expect.poll(hits).toHaveLength(3);
    await page.goBack();
    await expect.poll(hits).toHaveLength(4);
    await page.waitForTimeout(500);
    expect(await hits()).toHaveLength(4);
    expect((await hits()).map((url) => new URL(url).pathname)).toEqual(['/en', '/en/pets', '/en/faq', '/en/pets']);
    await context.close();
  });

  it('the sign-in redirect (/en?login=1&redirect=…, then stripped) is one page hit, and the route after login another', async () => {
    const { context, page, hits } = await openWithMetrika();
    await page.goto('/en/u/pets');
    await page.getByRole('dialog').locator('input[type="email"]').waitFor();
    await page.waitForURL((url) => url.pathname === '/en' && url.search === '');
    await expect.poll(hits).toHaveLength(1);
    await page.waitForTimeout(500);
    expect((await hits()).map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/en']);

    await logIn(page, MEMBER);
    await page.waitForURL((url) => url.pathname === '/en/u/pets');
    await expect.poll(hits).toHaveLength(2);
    await page.waitForTimeout(500);
    expect((await hits()).map((url) => new URL(url).pathname)).toEqual(['/en', '/en/u/pets']);
    await context.close();
  });

  it('loads and sends nothing when no counter id is configured', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!/^http:\/\/(localhost|127\.0\.0\.1)/.test(request.url())) external.push(request.url());
    });
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pets' }).waitFor();
    expect(external).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { ym?: unknown }).ym)).toBe('undefined');
    await context.close();
  });
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each([
    ['/', 'home ru'],
    ['/en', 'home en'],
    ['/pets', '/pets ru'],
    ['/en/pets', '/pets en'],
    ['/no-such-page', '404 ru'],
    ['/en/no-such-page', '404 en'],
  ])('%s (%s)', async (path) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
