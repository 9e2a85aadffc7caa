import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MODERATOR, signIn } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';
import { shooter } from '../src/shots';

afterAll(closeBrowser);

/** IMPORT_SHOTS=<dir>: each step is also photographed, at 1280 px and at 390 px, for looking at by eye. */
const shot = shooter(process.env.IMPORT_SHOTS);

const en = (key: string) => text('mfe-moderation', 'en', key);

/**
 * A club's export as it comes, with registrations of this run: one row per hip test (the same dog twice), a row whose
 * sire and dam are the same dog, and a colour our dictionary does not know. Two headers are not guessed: the sex and
 * the hip result, mapped by hand.
 */
function clubFile(stamp: string) {
  const reg = (n: number) => `E2E${stamp}${n}`;
  return {
    reg,
    csv: [
      'Registration,Registered Name,Kennel sex,Birthdate,Color,Sire Reg,Dam Reg,Test Date,OFA result',
      `${reg(1)},Import Sire ${stamp},M,May  2 2015 ,BLACK/WHITE,,,,`,
      `${reg(2)},Import Dam ${stamp},F,08.03.2016,BLACK & WHITE,,,,`,
      `${reg(3)},Import Child ${stamp},F,2019-03-08,BLACK/WHITE,${reg(1)},${reg(2)},2021-04-01,FAIR`,
      `${reg(3)},Import Child ${stamp},F,2019-03-08,BLACK/WHITE,${reg(1)},${reg(2)},2022-05-01,FAIR`,
      `${reg(4)},Import Odd ${stamp},M,2020,MAHOGANY,${reg(1)},${reg(1)},,`,
      '',
    ].join('\n'),
  };
}

async function mapColumn(page: Page, header: string, field: string) {
  const column = page.getByTestId('import-column').filter({ has: page.getByTestId('import-column-header').getByText(header, { exact: true }) });
  await column.getByTestId('import-column-field').click();
  await page.getByRole('option', { name: field, exact: true }).click();
  return column;
}

describe('import in the composed site', () => {
  it('a moderator uploads a file, maps two columns, resolves the problems, imports, and finds a dog with its parents and hip result', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const file = clubFile(stamp);
    const context = await newContext();
    const page = await signIn(context, MODERATOR);
    const errors = watchErrors(page);
    await page.goto('/en/moder/import');
    await page.getByTestId('import-drop').waitFor();
    await shot(page, '1-upload');
    await page.locator('input[type=file]').setInputFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });

    await page.getByTestId('import-mapping').waitFor();
    await mapColumn(page, 'Kennel sex', en('imports.fields.sex'));
    const hips = await mapColumn(page, 'OFA result', en('imports.fields.hips'));
    await hips.getByTestId('import-column-system').click();
    await page.getByRole('option', { name: 'Hips (HD) — OFA', exact: true }).click();
    await page.getByTestId('import-registry').fill('ABCA');
    await shot(page, '2-mapping');
    await page.getByTestId('import-check').click();

    // Every problem, each kind with its rows.
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    expect(await page.getByTestId('import-kind-duplicate').textContent()).toContain(`${file.reg(3)}`);
    expect(await page.getByTestId('import-kind-same-parent').textContent()).toContain(`${file.reg(4)}, ${file.reg(1)} rows 2, 6`);
    const unknown = page.getByTestId('import-unknown').filter({ hasText: 'MAHOGANY' });
    expect(await unknown.textContent()).toContain('rows 6');
    // The unknown colour is read as red and white; the bad link is dropped (the default), the rows merged (the default).
    await unknown.getByTestId('import-fix').click();
    await page.getByRole('option', { name: 'Red & white', exact: true }).click();
    await shot(page, '3-preview');
    await page.getByTestId('import-start').click();

    const result = page.getByTestId('import-result');
    await result.waitFor({ timeout: 60_000 });
    await shot(page, '4-result');
    expect(await result.textContent()).toContain(en('imports.result.done'));
    const history = page.getByTestId('import-history-item').first();
    expect(await history.textContent()).toContain('club.csv');
    await history.getByTestId('import-undo').waitFor();
    await shot(page, '5-history');

    // The imported dog's page: its parents linked, its hip result in the OFA system.
    await result.getByRole('link', { name: `Import Child ${stamp}` }).click();
    await page.waitForURL(/\/en\/pets\/\d+$/);
    const overview = page.getByTestId('pet-overview');
    await overview.waitFor();
    expect(await overview.getByTestId('fact-sire').textContent()).toContain(`Import Sire ${stamp}`);
    expect(await overview.getByTestId('fact-dam').textContent()).toContain(`Import Dam ${stamp}`);
    const health = page.getByTestId('pet-health');
    await health.waitFor();
    expect(await health.textContent()).toMatch(/OFA/);
    expect(await health.textContent()).toContain('Fair');
    await shot(page, '6-pet');
    expect(errors).toEqual([]);
    await context.close();
  });
});
