import type { BrowserContext, Locator, Page } from 'playwright-core';
import { text } from './locales';

export interface Account {
  email: string;
  password: string;
}

/** A demo member without moderator rights (README, demo accounts). */
export const MEMBER: Account = { email: 'member@example.com', password: 'Member-2026' };

/** The demo moderator (README, demo accounts). */
export const MODERATOR: Account = { email: 'moderator@example.com', password: 'Moderator-2026' };

/** The demo premium member (README, demo accounts): the ranked stud search, publishing a mating without a payment. */
export const PREMIUM: Account = { email: 'premium@example.com', password: 'Premium-2026' };

/** The demo member under a ban (README, demo accounts). */
export const BANNED: Account = { email: 'banned@example.com', password: 'Banned-2026' };

/**
 * Fills in and sends the login form of the open auth modal, labelled in `locale` (English unless told). Waits for
 * nothing afterwards: each caller waits for what it expects (the account menu, a redirect, a form error, the ban page).
 * Returns the login form.
 */
export async function logIn(page: Page, account: Account, locale = 'en'): Promise<Locator> {
  const login = page.getByRole('dialog').getByTestId('login-form');
  await login.getByLabel(text('mfe-account', locale, 'fields.email')).fill(account.email);
  await login.getByRole('textbox', { name: text('mfe-account', locale, 'fields.password') }).fill(account.password);
  await login.getByRole('button', { name: text('mfe-account', locale, 'auth.login.submit') }).click();
  return login;
}

/** A new page of `context`, signed in through the login modal of /en. */
export async function signIn(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByTestId('sign-in').click();
  await logIn(page, account);
  await page.getByTestId('account-menu').waitFor();
  return page;
}
