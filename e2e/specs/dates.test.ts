import { afterAll, describe, expect, it } from 'vitest';
import type { MatingDetail } from '@bc/shared/contracts';
import { signIn, type Account } from '../src/accounts';
import { api, tokenOf } from '../src/api';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { shooter } from '../src/shots';

afterAll(closeBrowser);

/** A demo breeder (README, demo accounts) with adult dogs of both sexes. */
const BREEDER: Account = { email: 'breeder03@example.com', password: 'Breeder-2026' };
const shot = shooter(process.env.DATES_SHOTS);

type MyPet = { id: number; registeredName: string; sex: 'male' | 'female'; publishStatus: string; birthDate: string | null; deathDate: string | null; relation: { owned: boolean } };

/**
 * Dates in the page's language, not the browser's (this browser is English): on the Russian mating form a date is
 * typed and shown as dd.mm.yyyy, its calendar names the months in Russian, and the API gets the ISO date.
 */
describe('a date field in the page’s language', () => {
  it('on the Russian /m/add the mating date is typed as 05.03.2026, shown so, in a Russian calendar, and saved as 2026-03-05', async () => {
    const token = await tokenOf(BREEDER);
    const adults = (await api<{ items: MyPet[] }>('/api/pets/user-pets?limit=100', token)).items.filter(
      (pet) => pet.publishStatus === 'published' && pet.deathDate === null && pet.relation.owned && pet.birthDate !== null && pet.birthDate >= '2017-01-01' && pet.birthDate < '2024-01-01',
    );
    const dam = adults.find((pet) => pet.sex === 'female');
    const sire = adults.find((pet) => pet.sex === 'male');
    if (!dam || !sire) throw new Error('breeder03 has no adult pair');

    const context = await newContext();
    const page = await signIn(context, BREEDER);
    const errors = watchErrors(page);
    await page.goto('/m/add');
    const damField = page.getByTestId('mating-form-dam');
    await damField.click();
    await damField.fill(dam.registeredName.slice(0, 30));
    await page.getByRole('option', { name: dam.registeredName, exact: true }).click();
    await page.getByTestId('mating-form-choose-sire').click();
    const search = page.getByRole('dialog').getByTestId('search-pets');
    await search.getByTestId('search-pets-input').fill(sire.registeredName.slice(0, 40));
    await search.locator(`[data-testid="search-pets-item"][data-pet-id="${sire.id}"]`).click();
    await expect.poll(() => page.getByTestId('mating-form-sire-name').textContent()).toBe(sire.registeredName);

    const date = page.getByTestId('mating-form-date');
    expect(await date.getAttribute('placeholder')).toBe('ДД.ММ.ГГГГ');
    await date.fill('05.03.2026');
    await date.blur();
    expect(await date.inputValue()).toBe('05.03.2026');

    await page.getByTestId('mating-form-dates').getByTestId('date-field-calendar').click();
    const calendar = page.getByTestId('date-calendar');
    await calendar.waitFor();
    expect(await calendar.getByTestId('date-calendar-title').textContent()).toBe('март 2026 г.');
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    expect(await calendar.locator('[data-selected]').getAttribute('data-date')).toBe('2026-03-05');
    await shot(page, 'mating-date-calendar-ru');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    await page.getByTestId('mating-form-draft').click();
    await page.waitForURL(/\/m\/\d+$/);
    const matingId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await api<MatingDetail>(`/api/matings/${matingId}`, token);
    expect(saved.dates.matingDates).toEqual(['2026-03-05']);

    // The same date on the English page, as English writes it (the field takes the page's locale, not a default).
    await page.goto(`/en/m/edit/${matingId}`);
    const english = page.getByTestId('mating-form-date');
    await expect.poll(() => english.inputValue()).toBe('03/05/2026');
    expect(await english.getAttribute('placeholder')).toBe('MM/DD/YYYY');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
