import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MEMBER, MODERATOR, signIn, type Account } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';

afterAll(closeBrowser);

const OTHER: Account = { email: 'breeder01@example.com', password: 'Breeder-2026' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small valid PNG (a teal and white checkerboard), made here so the test needs no fixture file. */
function png(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: size }, (_, x) => Buffer.from(((x >> 3) + (y >> 3)) % 2 ? [0, 130, 111] : [255, 255, 255])),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Candidate {
  id: number;
  registeredName: string;
  sex: 'male' | 'female';
  birthYear: number | null;
}

/** A published pet of the seeded database to use as a parent (born before 2020, so the new pet is younger). */
async function parent(sex: 'male' | 'female', query: string): Promise<Candidate> {
  const url = `${inject('apiUrl')}/api/dictionaries/full-names?query=${encodeURIComponent(query)}&sex=${sex}&limit=50`;
  const { items } = (await (await fetch(url)).json()) as { items: Candidate[] };
  const found = items.find((item) => item.birthYear !== null && item.birthYear < 2020);
  if (!found) throw new Error(`No ${sex} matching "${query}" born before 2020 in the seed`);
  return found;
}

/** Picks a parent in the 'search-pets' modal by typing part of its name. */
async function pickParent(page: Page, role: 'sire' | 'dam', pet: Candidate) {
  await page.getByTestId(`parent-${role}-choose`).click();
  const modal = page.getByRole('dialog').getByTestId('search-pets');
  await modal.getByTestId('search-pets-input').fill(pet.registeredName.slice(0, 40));
  await modal.locator(`[data-testid="search-pets-item"][data-pet-id="${pet.id}"]`).click();
  await expect.poll(() => page.getByTestId(`parent-${role}-name`).textContent()).toBe(pet.registeredName);
}

describe('pets in the composed site', () => {
  const name = `E2E Gale ${Date.now().toString(36)}`;
  const reason = 'Duplicate entry: the same dog is already registered';
  let petId = 0;
  let owner: BrowserContext;

  it('a member adds a pet with parents (one a new record) and a photo, publishes it, finds it with filters, likes it and writes a note', async () => {
    const sire = await parent('male', 'a');
    const damName = `E2E Meg ${Date.now().toString(36)}`;
    owner = await newContext();
    const page = await signIn(owner, MEMBER);
    const errors = watchErrors(page);

    await page.goto('/en/pets/add');
    const form = page.getByTestId('pet-form');
    await form.waitFor();
    await form.getByTestId('field-registeredName').fill(name);
    await form.getByTestId('field-callName').fill('Gale');
    await form.getByTestId('field-sex').getByText(text('mfe-pets', 'en', 'sex.female'), { exact: true }).click();
    await form.getByTestId('field-birth-day').fill('2023-04-12');
    await pickParent(page, 'sire', sire);
    // The dam is not in the database yet: entered as a new record, created with the pet in the same request.
    await form.getByTestId('parent-dam-new').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('new-dam-registeredName');
    await page.keyboard.type(damName);
    await form.getByTestId('new-dam-callName').fill('Meg');
    await form.getByTestId('new-dam-birth-year').fill('2018');

    // The photo goes through FilePond (the server's upload protocol), then is attached when the pet is saved.
    await page.getByTestId('photos-upload').locator('input[type="file"]').setInputFiles({ name: 'gale.png', mimeType: 'image/png', buffer: png() });
    await page.locator('.filepond--item[data-filepond-item-state="processing-complete"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('form-photo').count()).toBe(1);

    await page.getByTestId('save-publish').click();
    await page.waitForURL(/\/en\/pets\/\d+$/);
    petId = Number(new URL(page.url()).pathname.split('/').pop());
    const overview = page.getByTestId('pet-overview');
    await overview.waitFor();
    expect(await page.getByTestId('pet-heading').textContent()).toBe(name);
    expect(await overview.getByTestId('fact-sire').getAttribute('href')).toBe(`/en/pets/${sire.id}`);
    const damLink = overview.getByTestId('fact-dam');
    expect(await damLink.textContent()).toContain(damName);
    const damId = Number((await damLink.getAttribute('href'))?.split('/').pop());
    expect(damId).toBeGreaterThan(0);
    // The new dam is a pet of its own: female (implied), born 2018, parents unknown, published with the pet.
    const dam = (await (await fetch(`${inject('apiUrl')}/api/pets/${damId}`)).json()) as Record<string, unknown>;
    expect(dam).toMatchObject({ registeredName: damName, callName: 'Meg', sex: 'female', birthDate: '2018-01-01', birthPrecision: 'year', sireId: null, damId: null, publishStatus: 'published' });
    expect(await page.getByTestId('gallery-main').getAttribute('src')).toMatch(/^(\/|https?:)/);
    expect(await page.getByTestId('draft-notice').count()).toBe(0);
    expect(await page.getByTestId('edit-button').count()).toBe(1);

    // Find it: the text box and two filters (sex, birth years), all kept in the URL; then another order.
    await page.goto('/en/pets');
    await page.getByTestId('search-query').fill(name);
    await page.getByTestId('filter-sex').getByText(text('mfe-pets', 'en', 'sex.female'), { exact: true }).click();
    await page.getByTestId('filter-year-from').fill('2023');
    await page.getByTestId('filter-year-to').fill('2023');
    const row = page.locator(`[data-testid="pet-row"][data-pet-id="${petId}"]`);
    await row.waitFor();
    const param = (key: string) => () => new URL(page.url()).searchParams.get(key);
    await expect.poll(param('to'), { timeout: 10_000 }).toBe('2023');
    await expect.poll(param('q'), { timeout: 10_000 }).toBe(name);
    const url = new URL(page.url());
    expect(url.searchParams.get('sex')).toBe('female');
    expect(url.searchParams.get('from')).toBe('2023');
    await expect.poll(() => page.getByTestId('search-count').textContent(), { timeout: 10_000 }).toBe('Found: 1');
    await page.getByTestId('search-sort').selectOption('birth:desc');
    await expect.poll(param('sort'), { timeout: 10_000 }).toBe('birth');
    await row.waitFor();
    // A shared link opens the same search.
    await page.goto(page.url());
    await row.waitFor();
    expect(await page.getByTestId('search-query').inputValue()).toBe(name);
    expect(await page.getByTestId('filter-year-from').inputValue()).toBe('2023');
    expect(await page.getByTestId('search-sort').inputValue()).toBe('birth:desc');
    // Born a year earlier finds nothing, and the back button returns to the filtered list.
    await page.getByTestId('filter-year-from').fill('2022');
    await expect.poll(param('from'), { timeout: 10_000 }).toBe('2022');
    await page.getByTestId('filter-year-to').fill('2022');
    await page.getByTestId('search-empty').waitFor();
    await page.goBack();
    await page.goBack();
    await row.waitFor();
    expect(new URL(page.url()).searchParams.get('to')).toBe('2023');
    await row.getByRole('link', { name }).click();
    await page.getByTestId('pet-overview').waitFor();

    // Like, then the private note.
    await page.getByTestId('like-button').click();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe('1');
    expect(await page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('note-button').click();
    const note = page.getByRole('dialog').getByTestId('note-modal');
    await note.getByTestId('note-text').fill('Calm, keen on sheep; ask the owner about a litter.');
    await note.getByTestId('note-save').click();
    await expect.poll(() => page.getByTestId('my-note').textContent()).toContain('Calm, keen on sheep');
    await page.reload();
    await page.getByTestId('pet-overview').waitFor();
    expect(await page.getByTestId('like-count').textContent()).toBe('1');
    expect(await page.getByTestId('my-note').textContent()).toContain('Calm, keen on sheep');

    await page.goto('/en/u/likes');
    await page.locator(`[data-testid="pet-card"][data-pet-id="${petId}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it('another member cannot edit it: no edit button, and the edit page shows the 403 state', async () => {
    expect(petId).toBeGreaterThan(0);
    const context = await newContext();
    const page = await signIn(context, OTHER);
    await page.goto(`/en/pets/${petId}`);
    await page.getByTestId('pet-overview').waitFor();
    expect(await page.getByTestId('edit-button').count()).toBe(0);
    expect(await page.getByTestId('attachment-button').count()).toBe(1);

    await page.goto(`/en/pets/edit/${petId}`);
    await page.getByTestId('pet-form-forbidden').waitFor();
    expect(await page.getByTestId('pet-form').count()).toBe(0);
    // Still signed in: the check never asked the API for a write it would refuse.
    expect(await page.getByTestId('account-menu').count()).toBe(1);
    await context.close();
  });

  it('two editors at once: the later save is refused naming the first, and the form loads the pet again', async () => {
    expect(petId).toBeGreaterThan(0);
    const ownerPage = await owner.newPage();
    const errors = watchErrors(ownerPage);
    await ownerPage.goto(`/en/pets/edit/${petId}`);
    await ownerPage.getByTestId('pet-form').waitFor();

    // Meanwhile a moderator, on a phone, edits and saves the same pet.
    const context = await newContext({ mobile: true });
    const moderatorPage = await signIn(context, MODERATOR);
    await moderatorPage.goto(`/en/pets/edit/${petId}`);
    await moderatorPage.getByTestId('field-titles').fill('Ch LV');
    await moderatorPage.getByTestId('save').click();
    await moderatorPage.waitForURL(`**/en/pets/${petId}`);
    await context.close();

    await ownerPage.getByTestId('field-callName').fill('Galey');
    await ownerPage.getByTestId('save').click();
    const stale = ownerPage.getByTestId('form-stale');
    await stale.waitFor();
    expect(await stale.textContent()).toContain('moderator saved changes to this pet');
    expect(ownerPage.url()).toContain(`/en/pets/edit/${petId}`);
    await ownerPage.getByTestId('form-stale-reload').click();
    await expect.poll(() => ownerPage.getByTestId('field-titles').inputValue()).toBe('Ch LV');
    expect(await ownerPage.getByTestId('form-stale').count()).toBe(0);
    // Made again on top of the moderator's change, the owner's change is saved.
    await ownerPage.getByTestId('field-callName').fill('Galey');
    await ownerPage.getByTestId('save').click();
    await ownerPage.waitForURL(`**/en/pets/${petId}`);
    const saved = (await (await fetch(`${inject('apiUrl')}/api/pets/${petId}`)).json()) as { callName: string; titles: string };
    expect(saved).toMatchObject({ callName: 'Galey', titles: 'Ch LV' });
    expect(errors).toEqual([]);
    await ownerPage.close();
  });

  it('a moderator hides it, and the owner sees the reason', async () => {
    expect(petId).toBeGreaterThan(0);
    const context = await newContext();
    const page = await signIn(context, MODERATOR);
    await page.goto(`/en/pets/${petId}`);
    await page.getByTestId('pet-overview').waitFor();
    await page.getByTestId('hide-button').click();
    await page.getByTestId('hide-reason').fill(reason);
    await page.getByTestId('hide-submit').click();
    await page.getByTestId('hidden-notice').waitFor();
    await context.close();

    const ownerPage = await owner.newPage();
    await ownerPage.goto(`/en/pets/${petId}`);
    await ownerPage.getByTestId('hidden-notice').waitFor();
    expect(await ownerPage.getByTestId('hidden-reason').textContent()).toBe(`Reason: ${reason}`);
    expect(await ownerPage.getByTestId('status-hidden').count()).toBeGreaterThan(0);

    // Visitors no longer find it.
    const visitor = await newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/en/pets/${petId}`);
    await visitorPage.getByTestId('pet-not-found').waitFor();
    await visitor.close();
    await owner.close();
  });
});
