import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR, PREMIUM, signIn } from '../src/accounts';
import { closeBrowser, newContext } from '../src/browser';
import { seriousViolations } from '../src/axe';
import { api, tokenOf } from '../src/api';

/**
 * axe-core on every page type, in Russian (no prefix) and English, as a visitor, a member and a moderator: no
 * serious or critical violation (the polish issue, point 7). The home page, /pets and the 404 page are also checked
 * in composition.test.ts; here every other page a person reaches (each route of the route table, the 403 page and
 * a remote's own dialog), with the demo data's own dogs, matings and litters.
 */
afterAll(closeBrowser);

let petId = 0;
let matingId = 0;
let nickname = '';
/**
 * A breeder's own pet, mating (recorded by them) and litter, and their nickname (a moderator edits the profile): the
 * demo premium member's, who has a kennel (the demo member has none, so their own lists are empty).
 */
const own = { pet: 0, mating: 0, litter: 0, nickname: '' };

beforeAll(async () => {
  const pets = await api<{ items: { id: number; sireId: number | null; damId: number | null }[] }>('/api/pets?limit=50&sort=newest');
  petId = pets.items.find((pet) => pet.sireId !== null && pet.damId !== null)!.id;
  const matings = await api<{ items: { matingId: number | null; owner: { nickname: string | null } | null }[] }>('/api/matings/mating?limit=20');
  const mating = matings.items.find((item) => item.matingId !== null && item.owner?.nickname)!;
  matingId = mating.matingId!;
  nickname = mating.owner!.nickname!;

  const token = await tokenOf(PREMIUM);
  own.pet = (await api<{ items: { id: number }[] }>('/api/pets/user-pets?limit=1', token)).items[0].id;
  const mine = await api<{ items: { matingId: number; relation: { recorded: boolean } }[] }>('/api/matings/user-matings?limit=50', token);
  own.mating = mine.items.find((item) => item.relation.recorded)!.matingId;
  own.litter = (await api<{ items: { litterId: number }[] }>('/api/litters/user-litters?limit=1', token)).items[0].litterId;
  own.nickname = (await api<{ nickname: string }>('/api/user', token)).nickname;
});

async function check(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

/** Each page, named by its route, in Russian (no prefix) and in English: [name, path]. */
const bothLanguages = (pages: [string, () => string][]) =>
  pages.flatMap(([name, path]): [string, () => string][] => [
    [name, path],
    [`/en${name}`, () => `/en${path()}`],
  ]);
/** A page without parameters. */
const at = (path: string): [string, () => string] => [path, () => path];

const PREFIXES = [
  ['', 'ru'],
  ['/en', 'en'],
] as const;

describe('accessibility of every page type (axe-core: no serious or critical violations)', () => {
  describe.each(PREFIXES)('visitor, %s (%s)', (prefix) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext();
      page = await context.newPage();
    });
    afterAll(async () => context.close());

    it.each([
      ['the pet page', () => `/pets/${petId}`],
      ['its pedigree', () => `/pets/${petId}/pedigree`],
      ['its genetics', () => `/pets/${petId}/genetics`],
      ['its siblings', () => `/pets/${petId}/siblings`],
      ['its offspring', () => `/pets/${petId}/breed`],
      ['a mating', () => `/m/${matingId}`],
      ['a member', () => `/u/${nickname}`],
      ['the possible mating', () => '/possible-mating'],
      ['the stud search', () => '/possible-mating?mode=studs'],
      ['premium', () => '/premium'],
      ['donations', () => '/donate'],
      ['the FAQ', () => '/faq'],
      ['the rules', () => '/rules'],
      ['the breed standard', () => '/border-collie-standard'],
      ['a page being written', () => '/epi'],
      ['a report’s verification', () => '/reports/verify'],
      ['the payment’s result', () => '/premium/result'],
      ['an account’s activation', () => '/activate/abcdefghijklmnop1234'],
    ])('%s', async (_name, path) => {
      await check(page, `${prefix}${path()}`);
    });
  });

  it.each(PREFIXES)('the login modal, %s (%s)', async (prefix) => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(prefix || '/');
    await page.getByTestId('sign-in').click();
    await page.getByRole('dialog').getByTestId('login-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  describe('a breeder (a member with a kennel, not a moderator)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext();
      page = await signIn(context, PREMIUM);
    });
    afterAll(async () => context.close());

    it.each(
      bothLanguages([
        at('/u/pets'),
        at('/pets/add'),
        ['/pets/edit/:own', () => `/pets/edit/${own.pet}`],
        ['/pets/:id/report', () => `/pets/${petId}/report`],
        at('/u/matings'),
        at('/m/add'),
        ['/m/edit/:own', () => `/m/edit/${own.mating}`],
        at('/u/litters'),
        at('/litters/add'),
        ['/litters/edit/:own', () => `/litters/edit/${own.litter}`],
        at('/u/likes'),
        at('/u/edit'),
        at('/u/reports'),
        at('/u/import'),
        // A moderation page: the 403 page.
        at('/moder/users'),
      ]),
    )('%s', async (_name, path) => {
      await check(page, path());
    });

    it('a remote’s own dialog (deleting the account): its close button is named', async () => {
      await check(page, '/en/u/edit');
      await page.getByTestId('delete-open').click();
      await page.getByRole('dialog').getByTestId('delete-form').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });
  });

  describe('a moderator', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext();
      page = await signIn(context, MODERATOR);
    });
    afterAll(async () => context.close());

    it.each(
      bothLanguages([
        at('/moder'),
        ...['account-requests', 'all-matings', 'attachments', 'connect-breeders', 'donations', 'import', 'litters', 'matings', 'pets', 'users'].map(
          (section) => at(`/moder/${section}`),
        ),
        ['/u/edit/:member', () => `/u/edit/${own.nickname}`],
      ]),
    )('%s', async (_name, path) => {
      await check(page, path());
    });
  });
});
