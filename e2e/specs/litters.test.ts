import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AnnouncementPage, MyMatingsResponse, PetListResponse } from '@bc/shared/contracts';
import { logIn } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';

afterAll(closeBrowser);

/** The demo premium member: the seed gives her a mated mating whose litter is due (README, demo data). */
const PREMIUM = { email: 'premium@example.com', password: 'Premium-2026' };

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Premium's seeded mated mating without a litter, first mated 56–72 days ago (its litter can be born yesterday). */
async function dueMating() {
  const login = await fetch(`${inject('apiUrl')}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(PREMIUM),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const { items } = await api<MyMatingsResponse>('/api/matings/user-matings?role=recorded&status=mated&limit=50', accessToken);
  const mating = items.find((m) => m.litterId === null && m.date !== null && m.date >= isoDaysAgo(66) && m.date <= isoDaysAgo(58));
  if (!mating?.dam || !mating.sire) throw new Error('The seed gave the premium member no mated mating whose litter is due');
  return { ...mating, dam: mating.dam, sire: mating.sire };
}

describe('recording a litter', () => {
  it('a member adds five puppies to her mated mating with the keyboard → search, the dam’s offspring tab and the pedigree show them → the announcement lists the available ones', async () => {
    const mating = await dueMating();
    const prefix = `Tally${Date.now().toString(36)}`;
    const names = ['Red', 'Blue', 'Green', 'Pink', 'White'].map((collar) => `${prefix} ${collar} Collar`);
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/en');
    await page.getByTestId('sign-in').click();
    await logIn(page, PREMIUM);
    await page.getByTestId('account-menu').waitFor();

    // /u/litters lists the mating waiting for its litter; its link opens the form with the mating's parents.
    await page.goto('/en/u/litters');
    await page.locator(`[data-testid="record-litter"][href="/en/litters/add?mating=${mating.matingId}"]`).click();
    expect(await page.getByTestId('litter-parents').textContent()).toBe(`Dam: ${mating.dam.registeredName}. Sire: ${mating.sire.registeredName}.`);

    await page.getByTestId('litter-birth-date').fill(isoDaysAgo(1));
    // The puppies, typed: a name, Enter for the next row (its name field has the focus).
    await page.getByTestId('puppy-add').click();
    for (const [i, name] of names.entries()) {
      await page.keyboard.type(name);
      if (i < names.length - 1) await page.keyboard.press('Enter');
    }
    const rows = page.getByTestId('puppy-row');
    expect(await rows.count()).toBe(5);
    for (const i of [3, 4]) await rows.nth(i).getByTestId('puppy-sex').selectOption('female');
    await rows.nth(3).getByTestId('puppy-availability').selectOption('reserved');
    await rows.nth(4).getByTestId('puppy-availability').selectOption('kept');
    expect(await page.getByTestId('litter-malesBorn').inputValue()).toBe('3');
    expect(await page.getByTestId('litter-femalesBorn').inputValue()).toBe('2');
    await page.getByTestId('litter-announcement').fill('Five puppies born yesterday, three available.');
    await page.getByTestId('litter-save').click();
    await page.waitForURL(/\/en\/litters\/edit\/\d+$/);
    const litterId = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByTestId('litter-mating-link').waitFor();
    expect(await page.getByTestId('puppy-row').count()).toBe(5);

    // The puppies are pets at once: found in search with their parents.
    const found = await api<PetListResponse>(`/api/pets?q=${prefix}&limit=10`);
    expect(found.items.map((p) => p.registeredName).sort()).toEqual([...names].sort());
    expect(found.items.every((p) => p.sireId === mating.sire.id && p.damId === mating.dam.id)).toBe(true);
    await page.goto(`/en/pets?q=${prefix}`);
    for (const pup of found.items) await page.locator(`[data-pet-id="${pup.id}"]`).first().waitFor();

    // The dam's offspring tab: the litter, linked to its mating.
    await page.goto(`/en/pets/${mating.dam.id}/breed`);
    for (const name of names) await page.getByTestId('offspring').getByRole('link', { name }).first().waitFor();
    expect(await page.locator(`[data-testid="offspring-mating"][href="/en/m/${mating.matingId}"]`).count()).toBe(1);

    // A puppy's pedigree: its sire and dam.
    const pup = found.items.find((p) => p.registeredName === names[0])!;
    await page.goto(`/en/pets/${pup.id}/pedigree`);
    await page.locator(`[data-testid="tree-viewport"] [data-pet-id="${mating.sire.id}"]`).first().waitFor();
    await page.locator(`[data-testid="tree-viewport"] [data-pet-id="${mating.dam.id}"]`).first().waitFor();

    // The announcement: the public list of litters with puppies available, and the home page, count the three.
    const listed = (await api<AnnouncementPage>('/api/matings/litter?limit=50')).items.find((i) => i.litterId === litterId);
    expect(listed).toMatchObject({ matingId: mating.matingId, counts: { available: 3 } });
    const visitor = await (await newContext()).newPage();
    await visitor.goto('/en');
    const row = visitor.locator(`[data-testid="home-litters"] [data-testid="announcement"][data-litter-id="${litterId}"]`);
    expect(await row.getByTestId('announcement-available').textContent()).toBe('Puppies available: 3');
    expect(errors).toEqual([]);
  });
});
