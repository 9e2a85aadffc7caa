import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, signIn } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';

afterAll(closeBrowser);

/**
 * Payments with the embedded sandbox provider, as a payer meets them: /premium → the sandbox's checkout page → Pay or
 * Decline → back on /premium/result, which polls until the outcome; the auto-pay switch; a donation without the name
 * shown, listed as anonymous in the month's donors.
 */
const PREMIUM_MEMBER: Account = { email: 'breeder07@example.com', password: 'Breeder-2026' };
const t = (key: string, locale = 'en') => text('mfe-payments', locale, key);

/** A published female of the demo database (the search's first). */
async function someFemale(page: Page): Promise<number> {
  const answer = await page.context().request.get('/api/pets?sex=female&limit=1&page=1');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: { id: number }[] }).items[0]!.id;
}

/** Chooses a plan on /premium (signed in) and answers the sandbox's checkout page. */
async function payForPremium(page: Page, answer: 'pay' | 'decline', period: 'month' | 'year' = 'month') {
  await page.goto('/en/premium');
  await page.getByTestId(`premium-buy-${period}`).click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
  expect(await page.locator('h1').textContent()).toBe('Test payment');
  await page.getByTestId(answer === 'pay' ? 'sandbox-pay' : 'sandbox-decline').click();
  await page.waitForURL(/\/en\/premium\/result\?orderId=ord_/);
}

describe('premium with the sandbox provider', () => {
  it('buy → the sandbox checkout → Pay → /premium/result shows success → the stud search opens; Decline shows the failure', async () => {
    const context = await newContext();
    const page = await signIn(context, PREMIUM_MEMBER);
    const errors = watchErrors(page);
    const dam = await someFemale(page);
    // Before premium the ranked stud search is closed (403 from the API) and premium is offered instead.
    await page.goto(`/en/possible-mating?mode=studs&dam=${dam}`);
    await page.getByTestId('stud-premium-only').waitFor();

    await payForPremium(page, 'pay');
    const success = page.getByTestId('premium-result-succeeded');
    await success.waitFor();
    expect(await success.textContent()).toContain(t('result.succeeded.title'));
    await page.getByTestId('premium-result-studs').click();
    await page.waitForURL(/\/en\/possible-mating\?mode=studs/);
    // With premium the same search ranks the studs (the webhook may land just after the result page).
    await expect.poll(async () => {
      await page.goto(`/en/possible-mating?mode=studs&dam=${dam}`);
      await page.getByTestId('stud-row').or(page.getByTestId('stud-premium-only')).first().waitFor();
      return page.getByTestId('stud-row').count();
    }, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('stud-premium-only').count()).toBe(0);

    await payForPremium(page, 'decline');
    const failure = page.getByTestId('premium-result-failed');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(t('result.failed.title'));
    await page.getByTestId('premium-result-back').click();
    await page.waitForURL(/\/en\/premium$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns auto-pay off on /premium (premium stays until its end date), and it stays off after a reload', async () => {
    const context = await newContext();
    const page = await signIn(context, PREMIUM_MEMBER);
    await page.goto('/en/premium');
    const toggle = page.getByTestId('premium-auto-pay');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByText(/Premium stays until .* and then ends/).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.reload();
    await page.getByTestId('premium-auto-pay').waitFor();
    expect(await page.getByTestId('premium-auto-pay').isChecked()).toBe(false);
    expect(await page.getByTestId('premium-status-badge').textContent()).toBe(t('premium.status.active'));
    await context.close();
  });
});

describe('donations with the sandbox provider', () => {
  it('a visitor donates with "don’t show my name" on a phone and sees "Anonymous" in the month’s list', async () => {
    const context = await newContext({ mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/en/donate');
    const donors = page.getByTestId('donate-month-donor');
    await page.getByTestId('donate-form').waitFor();
    const before = await donors.count();
    await page.getByTestId('donate-amounts').getByText('Other').click();
    await page.getByTestId('donate-other').fill('777');
    await page.getByTestId('donate-name').fill('E2E Hidden Donor');
    await page.getByTestId('donate-email').fill('hidden.donor@example.test');
    await page.getByText(t('donate.form.notShow')).click();
    await page.getByTestId('donate-submit').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/en\/donate\?orderId=ord_/);
    await page.getByTestId('donation-result-succeeded').waitFor();
    await expect.poll(() => donors.count(), { timeout: 10_000 }).toBe(before + 1);
    const first = donors.first();
    expect(await first.textContent()).toMatch(/^Anonymous/);
    expect(await first.textContent()).toMatch(/777/);
    const list = (await page.getByTestId('donate-month').textContent()) ?? '';
    expect(list).not.toContain('E2E Hidden Donor');
    expect(list).not.toContain('hidden.donor');
    expect(errors).toEqual([]);
    await context.close();
  });
});
