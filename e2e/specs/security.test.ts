import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MEMBER, logIn } from '../src/accounts';
import { closeBrowser, cookie, newContext, watchErrors } from '../src/browser';

afterAll(closeBrowser);

/**
 * Every Content-Security-Policy violation of a page, from its first script on (an init script is the browser's, not
 * the page's: the policy does not apply to it), and the console's reports of refused content.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Waits until the page has settled: the app has drawn it and its remote's code has loaded. */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy', () => {
  it('lets every main page type run with nothing refused, for visitors and members', async () => {
    const context = await newContext();
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto('/en');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const path of ['/en', '/pets', '/en/pets/7', '/en/pets/7/pedigree', '/en/possible-mating', '/en/faq', '/en/premium']) {
      await settled(page, path);
    }
    // A member's pages, after signing in through the modal.
    await settled(page, '/en');
    await page.getByTestId('sign-in').click();
    await logIn(page, MEMBER);
    await page.getByTestId('account-menu').waitFor();
    for (const path of ['/en/u/pets', '/en/u/edit', '/en/pets/add', '/en/u/likes']) await settled(page, path);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses to be framed by another origin', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refused.push(message.text());
    });
    // A page of another origin (a remote's server) that puts the site in a frame.
    const other = new URL(String(Object.values(inject('remoteUrls'))[0])).origin;
    await page.goto(`${other}/mf-manifest.json`);
    const site = `${inject('shellUrl')}/en`;
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, site);
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toBe(site);
    expect(await frame?.locator('#root').count().catch(() => 0)).toBe(0);
    await context.close();
  });
});

describe('the session', () => {
  it('survives two tabs refreshing an expired access token at the same moment', async () => {
    const context = await newContext();
    const first = await context.newPage();
    await first.goto('/en');
    await first.getByTestId('sign-in').click();
    await logIn(first, MEMBER);
    await first.getByTestId('account-menu').waitFor();
    const rt = await cookie(context, 'rt');
    expect(rt).toMatchObject({ httpOnly: true, path: '/api/user/refresh', sameSite: 'Strict' });
    // No script can read the refresh token.
    expect(await first.evaluate(() => document.cookie)).not.toMatch(/(^|;\s*)rt=/);

    const second = await context.newPage();
    await second.goto('/en/u/pets');
    await second.getByTestId('account-menu').waitFor();
    // The access token is refused from now on: both tabs must refresh, and they do it at once.
    const url = new URL('/', first.url()).href;
    await context.addCookies([{ name: 'at', value: 'expired.token.value', url }]);
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/user/refresh')) refreshes.push(response.status());
    });
    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([first.getByTestId('account-menu').waitFor(), second.getByTestId('account-menu').waitFor()]);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((status) => status === 200)).toBe(true);

    // The session goes on in both tabs, and on the server: another reload of each stays signed in.
    expect((await cookie(context, 'at'))?.value).not.toBe('expired.token.value');
    expect((await cookie(context, 'rt'))?.value).not.toBe(rt?.value);
    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([first.getByTestId('account-menu').waitFor(), second.getByTestId('account-menu').waitFor()]);
    const at = (await cookie(context, 'at'))?.value;
    expect((await fetch(`${inject('shellUrl')}/api/user`, { headers: { authorization: `Bearer ${at}` } })).status).toBe(200);
    await context.close();
  });
});
