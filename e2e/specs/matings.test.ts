import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';
import { api } from '../src/api';

afterAll(closeBrowser);

type Role = 'sire' | 'dam';

interface Dog {
  id: number;
  registeredName: string;
  /** Part of the name, as a visitor would type it, that the autocomplete answers with this dog. */
  typed: string;
}

interface Pair {
  sire: Dog;
  dam: Dog;
  /** The offspring's COI over 10 generations, as the API's test-mating tree computes it. */
  coi: number;
}

const control = (remote: string, action: 'stop' | 'start') =>
  fetch(`${inject('controlUrl')}/remotes/${remote}/${action}`, { method: 'POST' });

/** The page's percentages: "2.32%" (en, two decimals). */
const percent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A part of the dog's registered name (its last words, cut short) that the page's autocomplete offers it for. */
async function typedPart(id: number, sex: 'male' | 'female'): Promise<Dog> {
  const { registeredName } = await api<{ registeredName: string }>(`/api/pets/short/${id}`);
  const words = registeredName.split(' ');
  const candidates = [words.slice(-2).join(' ').slice(0, -1), registeredName.slice(0, -2)];
  for (const typed of candidates) {
    const query = new URLSearchParams({ query: typed, sex, limit: '10' });
    const { items } = await api<{ items: { id: number }[] }>(`/api/dictionaries/full-names?${query}`);
    if (items.some((item) => item.id === id)) return { id, registeredName, typed };
  }
  throw new Error(`The autocomplete does not offer ${registeredName} for any part of its name`);
}

/**
 * The parents of one of the newest seeded litters with an inbred pedigree: a real sire and dam with common
 * ancestors, so the test mating has a COI above zero.
 */
async function pickPair(): Promise<Pair> {
  const { items } = await api<{ items: { sireId: number | null; damId: number | null }[] }>('/api/pets?sort=newest&limit=30');
  for (const { sireId, damId } of items) {
    if (sireId === null || damId === null) continue;
    const tree = await api<{ coi: { generations: number; coi: number } }>(`/api/pets/tree/0/3/mating/${sireId}/${damId}?locale=en`);
    if (tree.coi.generations === 10 && tree.coi.coi > 0) {
      return { sire: await typedPart(sireId, 'male'), dam: await typedPart(damId, 'female'), coi: tree.coi.coi };
    }
  }
  throw new Error('No seeded litter with an inbred pedigree among the newest 30 pets');
}

const side = (page: Page, role: Role) => page.getByTestId(`parent-${role}`);

/** Types part of the dog's name in one picker and chooses it in the list. */
async function choose(page: Page, role: Role, dog: Dog) {
  await side(page, role).getByTestId(`parent-${role}-input`).fill(dog.typed);
  await page.locator(`[data-testid="parent-${role}-option"][data-pet-id="${dog.id}"]`).click();
  await side(page, role).getByTestId(`parent-${role}-link`).waitFor();
}

/** Both parents are shown with links to their pages. */
async function expectChosen(page: Page, pair: Pair) {
  for (const role of ['sire', 'dam'] as const) {
    const link = side(page, role).getByTestId(`parent-${role}-link`);
    await link.waitFor();
    expect(await link.textContent()).toBe(pair[role].registeredName);
    expect(await link.getAttribute('href')).toBe(`/en/pets/${pair[role].id}`);
  }
}

const pairInUrl = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return { sire: params.get('sire'), dam: params.get('dam') };
};

describe('test mating in the composed site', () => {
  let pair: Pair;

  beforeAll(async () => {
    pair = await pickPair();
  });

  it('picks a sire and a dam by name, shows the COI the API computes and restores the pair from the URL', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/en/possible-mating');
    await page.getByRole('heading', { level: 1, name: text('common', 'en', 'routes.possible-mating') }).waitFor();
    await page.getByTestId('mating-intro').waitFor();

    await choose(page, 'sire', pair.sire);
    await page.waitForURL((url) => url.searchParams.get('sire') === String(pair.sire.id));
    expect(await page.getByTestId('mating-hint').textContent()).toBe(text('mfe-matings', 'en', 'hint.dam'));
    await choose(page, 'dam', pair.dam);
    await page.waitForURL((url) => url.searchParams.get('dam') === String(pair.dam.id));
    expect(pairInUrl(page)).toEqual({ sire: String(pair.sire.id), dam: String(pair.dam.id) });
    await expectChosen(page, pair);

    // mfe-pedigree's view of the hypothetical litter, with the API's COI
    const coi = page.getByTestId('coi-value');
    await coi.waitFor();
    expect(await page.getByTestId('coi').textContent()).toContain('COI, 10 gen.');
    expect(await coi.textContent()).toBe(percent(pair.coi));
    expect(await page.getByTestId('mating-intro').count()).toBe(0);

    // a shared link (here: a reload) restores the same pair
    await page.reload();
    await expectChosen(page, pair);
    await coi.waitFor();
    expect(await coi.textContent()).toBe(percent(pair.coi));
    expect(pairInUrl(page)).toEqual({ sire: String(pair.sire.id), dam: String(pair.dam.id) });

    // back goes to the sire alone, forward to the pair again
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('dam'));
    await side(page, 'dam').getByTestId('parent-dam-input').waitFor();
    expect(await side(page, 'sire').getByTestId('parent-sire-link').textContent()).toBe(pair.sire.registeredName);
    await page.goForward();
    await coi.waitFor();
    expect(await coi.textContent()).toBe(percent(pair.coi));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the pickers stack and the page fits the screen', async () => {
    const context = await newContext({ mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/en/possible-mating?sire=${pair.sire.id}&dam=${pair.dam.id}`);
    await expectChosen(page, pair);
    await page.getByTestId('coi-value').waitFor();

    const sire = (await side(page, 'sire').boundingBox())!;
    const dam = (await side(page, 'dam').boundingBox())!;
    expect(dam.y).toBeGreaterThanOrEqual(sire.y + sire.height);
    expect(Math.abs(dam.x - sire.x)).toBeLessThan(1);
    expect(sire.width).toBeGreaterThan(300);
    const swap = (await page.getByTestId('pair-swap').boundingBox())!;
    expect(swap.y).toBeGreaterThanOrEqual(sire.y + sire.height);
    expect(swap.y + swap.height).toBeLessThanOrEqual(dam.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with mfe-pedigree down the page still works and the litter comes back with a retry', async () => {
    await control('mfe_pedigree', 'stop');
    try {
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`/de/possible-mating?sire=${pair.sire.id}&dam=${pair.dam.id}`);
      const failure = page.getByTestId('test-mating-error');
      await failure.waitFor({ timeout: 30_000 });
      expect(await failure.textContent()).toContain(text('mfe-matings', 'de', 'result.unavailableTitle'));
      // the pickers keep working: swap puts each dog on the wrong side, and both say so
      await page.getByTestId('pair-swap').click();
      await page.waitForURL((url) => url.searchParams.get('sire') === String(pair.dam.id));
      await side(page, 'sire').getByTestId('parent-sire-wrong-sex').waitFor();
      await page.getByTestId('pair-swap').click();
      await page.waitForURL((url) => url.searchParams.get('sire') === String(pair.sire.id));
      await failure.waitFor({ timeout: 30_000 });

      await control('mfe_pedigree', 'start');
      await failure.getByRole('button', { name: text('common', 'de', 'errors.retry') }).click();
      const coi = page.getByTestId('coi-value');
      await coi.waitFor();
      // German: comma and a no-break space before the percent sign
      expect(await coi.textContent()).toBe(
        new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(pair.coi),
      );
      await context.close();
    } finally {
      await control('mfe_pedigree', 'start');
    }
  });
});
