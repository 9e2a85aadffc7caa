import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BANNED, MEMBER, MODERATOR, logIn } from '../src/accounts';
import { closeBrowser, cookie, newContext } from '../src/browser';
import { text } from '../src/locales';
import { latestMailTo, linkIn } from '../src/mail';
import { accountsMessages } from '../../api/src/messages/catalog/accounts';

afterAll(closeBrowser);

/**
 * Opens the account menu. Its items load on first open (a lazy menu), and right after a reload the button may be
 * drawn before the app has taken the page over, so a click can go unheard: click again until the menu shows.
 */
async function openAccountMenu(page: Page) {
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('account-menu').click();
    try {
      await page.getByTestId('account-nickname').waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('accounts in the composed site', () => {
  it('register → activation email link → activate → log in → header shows the account → reload refreshes the session → logout clears cookies', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const email = `e2e-${Date.now()}@example.org`;
    const nickname = `e2e_${Date.now().toString(36)}`;
    const password = 'Collie-Lines-2026';

    await page.goto('/en');
    await page.getByTestId('sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('auth-tab-register').click();
    const form = dialog.getByTestId('register-form');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: 'Password' }).fill(password);
    await form.getByLabel('Nickname').fill(nickname);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: text('mfe-account', 'en', 'auth.register.submit') }).click();
    await dialog.getByTestId('auth-success').waitFor();

    // The activation email (written to data/mail) links to /en/activate/{hash}.
    const mail = await latestMailTo(email);
    const link = linkIn(mail, '/en/activate/');
    await page.goto(new URL(link).pathname);
    await page.locator('[data-testid="activation"][data-state="success"]').waitFor();
    await page.getByTestId('account-menu').waitFor();

    // Log out, then log in with the new account.
    await openAccountMenu(page);
    await page.getByTestId('logout').click();
    await page.getByTestId('sign-in').waitFor();
    expect(await cookie(context, 'at')).toBeUndefined();
    expect(await cookie(context, 'rt')).toBeUndefined();
    await page.getByTestId('sign-in').click();
    await logIn(page, { email, password });
    await page.getByTestId('account-menu').waitFor();
    const at = await cookie(context, 'at');
    const rt = await cookie(context, 'rt');
    expect(at?.value).toBeTruthy();
    // Both last a session (30 days); the refresh token is the API's HttpOnly cookie, sent to the refresh call only.
    expect(at?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(at?.expires).toBeLessThan(Date.now() / 1000 + 31 * 24 * 3600);
    expect(rt).toMatchObject({ httpOnly: true, path: '/api/user/refresh', sameSite: 'Strict' });
    expect(rt?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // An expired/invalid access token: the reload refreshes the pair and keeps the session.
    // (path /, as the site writes it: a cookie of the page's own path would shadow the refreshed one)
    await context.addCookies([{ name: 'at', value: 'expired.token.value', url: new URL('/', page.url()).href }]);
    await page.reload();
    await page.getByTestId('account-menu').waitFor();
    expect((await cookie(context, 'at'))?.value).not.toBe('expired.token.value');
    expect((await cookie(context, 'rt'))?.value).not.toBe(rt?.value);
    await openAccountMenu(page);
    expect(await page.getByTestId('account-nickname').textContent()).toBe(nickname);

    await page.getByTestId('logout').click();
    await page.getByTestId('sign-in').waitFor();
    expect(await cookie(context, 'at')).toBeUndefined();
    expect(await cookie(context, 'rt')).toBeUndefined();
    await context.close();
  });

  it('wrong credentials show the server error in the form, in the page\'s language', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('sign-in').click();
    const login = await logIn(page, { email: MEMBER.email, password: 'not-the-password' }, 'ru');
    await login.getByTestId('form-error').waitFor();
    expect(await login.getByTestId('form-error').innerText()).toContain(accountsMessages['Wrong email or password'].ru);
    expect(await cookie(context, 'at')).toBeUndefined();
    await context.close();
  });

  it('a moderator renames a member and deletes their account at /u/edit/{nickname}, after confirming each', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // A fresh member, registered and activated through the API (the activation link of its email).
    const nickname = `member_${Date.now().toString(36)}`;
    const email = `${nickname}@example.org`;
    const registered = await context.request.post('/api/user/registration', {
      data: { email, password: 'Member-Lines-2026', nickname, locale: 'en' },
    });
    expect(registered.status()).toBe(201);
    const hash = linkIn(await latestMailTo(email), '/en/activate/').split('/').pop();
    expect((await context.request.post('/api/user/activate', { data: { hash } })).status()).toBe(200);

    await page.goto('/en');
    await page.getByTestId('sign-in').click();
    await logIn(page, MODERATOR);
    await page.getByTestId('account-menu').waitFor();

    await page.goto(`/en/u/edit/${nickname}`);
    const form = page.getByTestId('nickname-form');
    const renamed = `${nickname}_r`;
    await form.getByRole('textbox').fill(renamed);
    await form.getByRole('button', { name: text('mfe-account', 'en', 'edit.nickname.submit') }).click();
    await page.getByTestId('nickname-confirm-submit').click();
    await page.waitForURL(`**/en/u/edit/${renamed}`);
    expect((await context.request.get(`/api/user/nickname/${renamed}/show`)).status()).toBe(200);

    await page.getByTestId('delete-open').click();
    const confirm = page.getByTestId('delete-form');
    await confirm.getByRole('textbox').fill(MODERATOR.password);
    await page.getByTestId('delete-confirm').click();
    await page.waitForURL((url) => url.pathname === '/en');
    await page.getByTestId('account-menu').waitFor();
    expect((await context.request.get(`/api/user/nickname/${renamed}/show`)).status()).toBe(404);
    await context.close();
  });

  it('a banned member sees the 403 page with the ban message', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('sign-in').click();
    await logIn(page, BANNED, 'ru');
    await page.getByTestId('error-403').waitFor();
    expect(await page.getByTestId('ban-message').textContent()).toBe('Вам ограничен доступ к сайту');
    await page.goto('/pets');
    await page.getByTestId('error-403').waitFor();
    await context.close();
  });
});
