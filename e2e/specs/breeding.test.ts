import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnnouncementPage, PetListResponse } from '@bc/shared/contracts';
import { PREMIUM, signIn, type Account } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { latestMailTo, linkIn } from '../src/mail';
import { api, tokenOf } from '../src/api';

afterAll(closeBrowser);

/** The demo breeders (README, demo accounts): each has a kennel and dogs. */
const breeder = (n: number): Account => ({ email: `breeder${String(n).padStart(2, '0')}@example.com`, password: 'Breeder-2026' });

interface Dog {
  id: number;
  registeredName: string;
}
interface Pair {
  damOwner: Account;
  studOwner: Account;
  dam: Dog;
  sire: Dog;
  /** The puppies' full-depth COI the API computes for the pair. */
  coi: number;
  /** A DNA test where the puppies can be affected. */
  risk: string;
}

type MyPet = Dog & { sex: 'male' | 'female'; publishStatus: string; birthDate: string | null; deathDate: string | null; relation: { owned: boolean; created: boolean } };
const adultsOf = async (token: string, sex: 'male' | 'female') =>
  (await api<{ items: MyPet[] }>('/api/pets/user-pets?limit=100', token)).items.filter(
    (pet) => pet.sex === sex && pet.publishStatus === 'published' && pet.deathDate === null && pet.relation.owned && pet.birthDate !== null && pet.birthDate >= '2017-01-01' && pet.birthDate < '2024-01-01',
  );

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The planned mating's date: 61 days ago, so that its litter can be born yesterday (60 days after, within the 56–72
 * the API allows) and the whole story runs in one go.
 */
const MATING_DATE = isoDaysAgo(61);

/**
 * A female of one demo breeder and a male of another that the API lets mate (no integrity problem) and whose puppies
 * can be affected by a DNA test, so the mating page must show a red risk.
 */
async function findPair(): Promise<Pair> {
  for (let d = 1; d <= 6; d += 1) {
    const damOwner = breeder(d);
    const damToken = await tokenOf(damOwner);
    const dams = (await adultsOf(damToken, 'female')).slice(0, 4);
    for (let s = 1; s <= 8; s += 1) {
      if (s === d) continue;
      const studOwner = breeder(s);
      const sires = (await adultsOf(await tokenOf(studOwner), 'male')).slice(0, 4);
      for (const dam of dams) {
        for (const sire of sires) {
          const query = new URLSearchParams({ damId: String(dam.id), sireId: String(sire.id), date: MATING_DATE, locale: 'en' });
          const check = await api<{ problems: unknown[]; genetics: { coi: { full: number }; dna: { test: string; flagged: boolean }[] } }>(
            `/api/matings/preview?${query}`, damToken,
          );
          const risk = check.genetics.dna.find((test) => test.flagged);
          if (check.problems.length === 0 && risk && check.genetics.coi.full > 0) {
            return { damOwner, studOwner, dam, sire, coi: check.genetics.coi.full, risk: risk.test };
          }
        }
      }
    }
  }
  throw new Error('No pair of two demo breeders’ dogs with a DNA risk for the puppies');
}

/** "8.34%": the page's percentages in English. */
const percent = (value: number) => new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(value);

/**
 * The breeding story of issue 12, chained: a member records a planned mating of her female with another member’s stud
 * → the stud owner confirms it from the email’s link → it is published → a visitor sees /m/{id} with the COI and the
 * red risk and sends an inquiry, whose email arrives → the litter is born with five puppies → the puppies are found in
 * search with their parents and appear in the dam’s offspring tab and pedigree → the announcement lists the available
 * puppies; a premium member ranks studs for the dam (a visitor is offered premium).
 */
describe('the breeding story: a planned mating, the stud owner’s answer, an inquiry, the litter and its puppies, the stud search', () => {
  let pair: Pair;
  let matingId = 0;

  beforeAll(async () => {
    pair = await findPair();
  }, 120_000);

  it('a member records a planned mating of her female with another member’s stud; he confirms it from the email’s link; she publishes it', async () => {
    const recorder = await newContext();
    const page = await signIn(recorder, pair.damOwner);
    const errors = watchErrors(page);
    await page.goto('/en/m/add');
    const dam = page.getByTestId('mating-form-dam');
    await dam.click();
    await dam.fill(pair.dam.registeredName.slice(0, 30));
    await page.getByRole('option', { name: pair.dam.registeredName, exact: true }).click();

    await page.getByTestId('mating-form-choose-sire').click();
    const search = page.getByRole('dialog').getByTestId('search-pets');
    await search.getByTestId('search-pets-input').fill(pair.sire.registeredName.slice(0, 40));
    await search.locator(`[data-testid="search-pets-item"][data-pet-id="${pair.sire.id}"]`).click();
    await expect.poll(() => page.getByTestId('mating-form-sire-name').textContent()).toBe(pair.sire.registeredName);

    await page.getByTestId('mating-form-date').fill(MATING_DATE);
    // the live check of the pair shows the puppies' COI and the DNA risk before anything is saved
    await expect.poll(() => page.getByTestId('pair-check').getByTestId('coi-value').textContent()).toBe(percent(pair.coi));
    await page.getByTestId('pair-check').locator(`[data-testid="dna-risk"][data-test="${pair.risk}"][data-flagged="true"]`).waitFor();
    await page.getByTestId('mating-form-announcement').fill('E2E planned litter: working lines.');
    await page.getByTestId('mating-form-draft').click();
    await page.waitForURL(/\/en\/m\/\d+$/);
    matingId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByTestId('stud-awaiting').waitFor();
    expect(await page.getByTestId('status-draft').count()).toBe(1);

    // The stud owner is asked by email, in his language, with a link to the page where he answers.
    const mail = await latestMailTo(pair.studOwner.email);
    const link = linkIn(mail, `/m/${matingId}`);
    expect(new URL(link).pathname).toMatch(new RegExp(`^(/[a-z]{2})?/m/${matingId}$`));
    const stud = await newContext();
    const studPage = await signIn(stud, pair.studOwner);
    await studPage.goto(link);
    await studPage.getByTestId('stud-answer').waitFor();
    await studPage.getByTestId('stud-confirm').click();
    await studPage.getByTestId('stud-answer-given').waitFor();
    expect(await studPage.getByTestId('stud-awaiting').count()).toBe(0);

    await page.reload();
    await page.getByTestId('stud-confirmed').waitFor();
    // She has no premium: publishing opens the mating payment; she pays on the sandbox's page and is sent back.
    await page.getByTestId('mating-publish').click();
    await page.getByRole('dialog').getByTestId('mating-payment-pay').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/sbx_/);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(new RegExp(`/en/m/${matingId}\\?orderId=ord_`));
    // The webhook publishes the paid draft (it may land just after the page).
    await expect.poll(async () => {
      await page.reload();
      await page.getByTestId('stud-confirmed').waitFor();
      return page.getByTestId('mating-unpublish').count();
    }, { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('status-draft').count()).toBe(0);
    expect(errors).toEqual([]);
    await recorder.close();
    await stud.close();
  }, 120_000);

  it('a visitor sees the mating with the COI and the red risk, and sends an inquiry whose email reaches the breeder', async () => {
    expect(matingId).toBeGreaterThan(0);
    const visitor = await newContext({ mobile: true });
    const page = await visitor.newPage();
    const errors = watchErrors(page);
    await page.goto(`/en/m/${matingId}`);
    await page.getByTestId('mating').waitFor();
    expect(await page.title()).toContain(' × ');
    expect(await page.getByTestId('coi-value').textContent()).toBe(percent(pair.coi));
    const risk = page.locator(`[data-testid="mating"] [data-testid="dna-risk"][data-test="${pair.risk}"]`);
    expect(await risk.getAttribute('data-flagged')).toBe('true');
    expect(await risk.getByTestId('dna-risk-flag').textContent()).toBe('Puppies can be affected');
    // the phone layout does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('inquiry-open').click();
    const form = page.getByRole('dialog').getByTestId('inquiry-form');
    const from = `e2e-${Date.now().toString(36)}@example.com`;
    // a planned mating: the form asks first about the stud
    expect(await form.getByLabel('Book the stud').isChecked()).toBe(true);
    await form.getByTestId('inquiry-name').fill('E2E Visitor');
    await form.getByTestId('inquiry-email').fill(from);
    await form.getByTestId('inquiry-message').fill('Is the stud still available in spring?');
    await form.getByTestId('inquiry-send').click();
    await page.getByRole('dialog').getByTestId('inquiry-sent').waitFor();

    const mail = await latestMailTo(from);
    expect(mail).toContain(pair.damOwner.email);
    expect(mail).toContain('Is the stud still available in spring?');
    expect(mail).toMatch(/Reply-To:.*e2e-/i);
    expect(errors).toEqual([]);
    await visitor.close();
  }, 90_000);

  it('the shell’s server draws the mating’s title and link preview, and answers 404 for a mating that does not exist', async () => {
    expect(matingId).toBeGreaterThan(0);
    const shown = await fetch(`${inject('shellUrl')}/en/m/${matingId}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toMatch(/<title>[^<]+ × [^<]+ · BC Pedigree<\/title>/);
    // Its facts in the page's language, then the announcement (issue 15: a line of facts in the preview).
    expect(html).toMatch(/<meta property="og:description" content="Planned mating · expected whelping: [^"]+ · puppies’ COI [\d.]+%\. E2E planned litter: working lines\."/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ × [^"]+"/);
    expect((await fetch(`${inject('shellUrl')}/en/m/999999999`)).status).toBe(404);
  });

  it('the mating is done and its litter born: five puppies typed with the keyboard → search, the dam’s offspring tab and the pedigree show them → the announcement lists the available ones', async () => {
    expect(matingId).toBeGreaterThan(0);
    const prefix = `Tally${Date.now().toString(36)}`;
    const names = ['Red', 'Blue', 'Green', 'Pink', 'White'].map((collar) => `${prefix} ${collar} Collar`);
    const recorder = await newContext();
    const page = await signIn(recorder, pair.damOwner);
    const errors = watchErrors(page);

    // The mating took place: its status, on the edit form.
    await page.goto(`/en/m/edit/${matingId}`);
    await page.getByTestId('mating-form-status').click();
    await page.getByRole('option', { name: 'Mated', exact: true }).click();
    await page.getByTestId('mating-form-save').click();
    await page.waitForURL(new RegExp(`/en/m/${matingId}$`));

    // /u/litters lists the mating waiting for its litter; its link opens the form with the mating's parents.
    await page.goto('/en/u/litters');
    await page.locator(`[data-testid="record-litter"][href="/en/litters/add?mating=${matingId}"]`).click();
    expect(await page.getByTestId('litter-parents').textContent()).toBe(`Dam: ${pair.dam.registeredName}. Sire: ${pair.sire.registeredName}.`);

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
    expect(found.items.every((p) => p.sireId === pair.sire.id && p.damId === pair.dam.id)).toBe(true);
    await page.goto(`/en/pets?q=${prefix}`);
    for (const pup of found.items) await page.locator(`[data-pet-id="${pup.id}"]`).first().waitFor();

    // The dam's offspring tab: the litter, linked to its mating.
    await page.goto(`/en/pets/${pair.dam.id}/breed`);
    for (const name of names) await page.getByTestId('offspring').getByRole('link', { name }).first().waitFor();
    expect(await page.locator(`[data-testid="offspring-mating"][href="/en/m/${matingId}"]`).count()).toBe(1);

    // A puppy's pedigree: its sire and dam.
    const pup = found.items.find((p) => p.registeredName === names[0])!;
    await page.goto(`/en/pets/${pup.id}/pedigree`);
    await page.locator(`[data-testid="tree-viewport"] [data-pet-id="${pair.sire.id}"]`).first().waitFor();
    await page.locator(`[data-testid="tree-viewport"] [data-pet-id="${pair.dam.id}"]`).first().waitFor();
    expect(errors).toEqual([]);
    await recorder.close();

    // The announcement, as a visitor sees it: the mating's page lists the puppies with their availability, and the
    // public list of litters with puppies (on /possible-mating and the home page) counts the three available.
    const listed = (await api<AnnouncementPage>('/api/matings/litter?limit=50')).items.find((i) => i.litterId === litterId);
    expect(listed).toMatchObject({ matingId, counts: { available: 3 } });
    const visitor = await newContext({ mobile: true });
    const seen = await visitor.newPage();
    const visitorErrors = watchErrors(seen);
    await seen.goto(`/en/m/${matingId}`);
    await seen.getByTestId('mating-litter').waitFor();
    expect(await seen.getByTestId('puppy').count()).toBe(5);
    expect(await seen.locator('[data-testid="puppy"][data-availability="available"]').count()).toBe(3);
    await seen.goto('/en/possible-mating?mode=lists');
    const row = seen.locator(`[data-testid="announcement-results"] [data-testid="announcement"][data-litter-id="${litterId}"]`);
    expect(await row.getByTestId('announcement-available').textContent()).toBe('Puppies available: 3');
    expect(await seen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await seen.goto('/en');
    const home = seen.locator(`[data-testid="home-litters"] [data-testid="announcement"][data-litter-id="${litterId}"]`);
    expect(await home.getByTestId('announcement-available').textContent()).toBe('Puppies available: 3');
    expect(visitorErrors).toEqual([]);
    await visitor.close();
  }, 180_000);

  it('a visitor is offered premium instead of the ranked stud search', async () => {
    const context = await newContext({ mobile: true });
    const page = await context.newPage();
    await page.goto(`/en/possible-mating?mode=studs&dam=${pair.dam.id}`);
    await page.getByTestId('stud-premium-only').waitFor();
    expect(await page.getByTestId('stud-row').count()).toBe(0);
    await page.getByTestId('stud-premium-link').click();
    await page.waitForURL(/\/en\/premium$/);
    await context.close();
  }, 60_000);

  it('a premium member ranks the studs for the dam: the lowest puppies’ COI first, as the API ranks them, each row explained', async () => {
    type Ranking = { items: { pet: { id: number; registeredName: string }; coi: number }[]; total: number };
    const expected = await api<Ranking>(`/api/pets/${pair.dam.id}/stud-ranking?limit=20`, await tokenOf(PREMIUM));
    expect(expected.total, 'males offered for stud to rank').toBeGreaterThan(1);
    const context = await newContext({ mobile: true });
    const page = await signIn(context, PREMIUM);
    const errors = watchErrors(page);
    await page.goto(`/en/possible-mating?mode=studs&dam=${pair.dam.id}`);
    const rows = page.getByTestId('stud-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(expected.items.length);
    const names = await rows.getByRole('link').filter({ hasNotText: 'Open the test mating' }).allTextContents();
    expect(names).toEqual(expected.items.map((item) => item.pet.registeredName));
    expect(await rows.first().getByTestId('stud-explain').textContent()).toMatch(/^The puppies’ COI, /);
    // The page fits a phone; the row's test-mating link opens the pair.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rows.first().getByRole('link', { name: 'Open the test mating' }).click();
    await page.waitForURL((url) => url.searchParams.get('sire') === String(expected.items[0].pet.id) && url.searchParams.get('dam') === String(pair.dam.id));
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
