import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, MEMBER, signIn } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';
// The API's own PDF text reader (its tests read reports the same way), as global-setup imports the shell's server.
import { pdfText } from '../../api/test/domains/reports/pdf/pdf-text';

afterAll(closeBrowser);

/**
 * Pet reports as a member meets them: the pet page's report tab → the sandbox checkout → /u/reports with the paid
 * report → the PDF, whose text holds the dog's name (in English and in Chinese); a premium member gets one at once.
 */
const PREMIUM: Account = { email: 'premium@example.com', password: 'Premium-2026' };
const t = (key: string, locale = 'en') => text('mfe-payments', locale, key);

/** A published dog of the demo database (the search's first). */
async function someDog(page: Page): Promise<{ id: number; registeredName: string }> {
  const answer = await page.context().request.get('/api/pets?limit=1&page=1');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { id: number; registeredName: string }[] };
  return items[0]!;
}

/** Downloads the first report of `scope` (its Download button) and answers the PDF's text. */
async function downloadFirst(page: Page, scope: string): Promise<string> {
  const item = page.getByTestId(scope).getByTestId('report-item').first();
  await item.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByTestId('report-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^report-R-[0-9A-F]{10}\.pdf$/);
  return pdfText(new Uint8Array(await readFile((await download.path())!)));
}

/** On the dog's report tab in English: chooses the report's language, buys, pays on the sandbox's page, lands on the English /u/reports paid. */
async function buyWithSandbox(page: Page, dogId: number, language: string) {
  await page.goto(`/en/pets/${dogId}/report`);
  await page.getByTestId('report-language').selectOption(language);
  await page.getByTestId('report-buy').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
  await page.getByTestId('sandbox-pay').click();
  // The provider sends the payer back in the page's language (English here), whatever the report's.
  await page.waitForURL(/\/en\/u\/reports\?orderId=ord_/);
  await page.getByTestId('report-order-succeeded').waitFor();
}

describe('pet reports with the sandbox provider', () => {
  it('a member buys a report in English and one in Chinese; each PDF holds the dog’s name', async () => {
    const context = await newContext();
    const page = await signIn(context, MEMBER);
    const errors = watchErrors(page);
    const dog = await someDog(page);

    await buyWithSandbox(page, dog.id, 'en');
    const english = await downloadFirst(page, 'my-reports');
    expect(english).toContain(dog.registeredName);
    expect(english).toContain('Five-generation pedigree');

    await buyWithSandbox(page, dog.id, 'cn');
    const chinese = await downloadFirst(page, 'my-reports');
    expect(chinese).toContain(dog.registeredName);
    expect(chinese).toContain('五代血统图');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an order left at the checkout waits on /u/reports (the member’s own only) and can be paid from there', async () => {
    const context = await newContext();
    const page = await signIn(context, MEMBER);
    const errors = watchErrors(page);
    const dog = await someDog(page);
    await page.goto(`/en/pets/${dog.id}/report`);
    await page.getByTestId('report-language').selectOption('de');
    await page.getByTestId('report-buy').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
    const checkoutUrl = page.url();

    // The member leaves the provider's page without answering: the order waits on /u/reports.
    await page.goto('/en/u/reports');
    const waiting = page.getByTestId('pending-report-order').filter({ hasText: dog.registeredName }).first();
    await waiting.waitFor();
    expect(await waiting.getByTestId('pending-report-order-status').textContent()).toBe(t('reports.pending.status'));
    expect(await waiting.textContent()).toContain('Deutsch');
    const orderId = await waiting.getAttribute('data-order-id');

    // Another member does not see it.
    const otherContext = await newContext();
    const other = await signIn(otherContext, PREMIUM);
    const [theirs] = await Promise.all([other.waitForResponse((r) => new URL(r.url()).pathname === '/api/reports/orders'), other.goto('/en/u/reports')]);
    expect(theirs.status()).toBe(200);
    expect(await theirs.text()).not.toContain(orderId!);
    expect(await other.locator(`[data-order-id="${orderId}"]`).count()).toBe(0);
    await otherContext.close();

    await waiting.getByTestId('pending-report-order-pay').click();
    await page.waitForURL(checkoutUrl);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(new RegExp(`/en/u/reports\\?orderId=${orderId}$`));
    await page.getByTestId('report-order-succeeded').waitFor();
    await expect.poll(() => page.locator(`[data-order-id="${orderId}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a premium member gets a report on a phone without paying, on the report tab itself', async () => {
    const context = await newContext({ mobile: true });
    const page = await signIn(context, PREMIUM);
    const errors = watchErrors(page);
    const dog = await someDog(page);
    await page.goto(`/en/pets/${dog.id}/report`);
    expect(await page.getByTestId('report-price-text').textContent()).toBe(t('reports.freeWithPremium'));
    const before = await page.getByTestId('report-tab').getByTestId('report-item').count();
    await page.getByTestId('report-buy').click();
    await expect.poll(() => page.getByTestId('report-tab').getByTestId('report-item').count(), { timeout: 20_000 }).toBe(before + 1);
    expect(page.url()).toMatch(/\/en\/pets\/\d+\/report$/);
    expect(await downloadFirst(page, 'report-tab')).toContain(dog.registeredName);
    expect(errors).toEqual([]);
    await context.close();
  });
});
