import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, type Account } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { latestMailTo, linkIn } from '../src/mail';

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

async function tokenOf(account: Account): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}/api/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login ${account.email}: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

type MyPet = Dog & { sex: 'male' | 'female'; publishStatus: string; birthDate: string | null; deathDate: string | null; relation: { owned: boolean; created: boolean } };
const adultsOf = async (token: string, sex: 'male' | 'female') =>
  (await api<{ items: MyPet[] }>('/api/pets/user-pets?limit=100', token)).items.filter(
    (pet) => pet.sex === sex && pet.publishStatus === 'published' && pet.deathDate === null && pet.relation.owned && pet.birthDate !== null && pet.birthDate >= '2017-01-01' && pet.birthDate < '2024-01-01',
  );

/** In two weeks: a planned mating's first date. */
const PLANNED = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

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
          const query = new URLSearchParams({ damId: String(dam.id), sireId: String(sire.id), date: PLANNED, locale: 'en' });
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

describe('recording a mating, the stud owner’s answer and an inquiry', () => {
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

    await page.getByTestId('mating-form-date').fill(PLANNED);
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
    await page.getByTestId('mating-publish').click();
    await page.getByTestId('mating-unpublish').waitFor();
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
    await form.getByLabel('Book the stud').check();
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
    expect(html).toContain('<meta property="og:description" content="E2E planned litter: working lines."');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ × [^"]+"/);
    expect((await fetch(`${inject('shellUrl')}/en/m/999999999`)).status).toBe(404);
  });
});
