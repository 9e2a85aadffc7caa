import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER, MODERATOR, signIn } from '../src/accounts';
import { closeBrowser, newContext } from '../src/browser';
import { seriousViolations } from '../src/axe';
import { api } from '../src/api';

/**
 * axe-core on every page type, in Russian (no prefix) and English, as a visitor, a member and a moderator: no
 * serious or critical violation (the polish issue, point 7). The home page, /pets and the 404 page are also checked
 * in composition.test.ts; here every other page a person reaches, with the demo data's own dogs and matings.
 */
afterAll(closeBrowser);

let petId = 0;
let matingId = 0;
let nickname = '';

beforeAll(async () => {
  const pets = await api<{ items: { id: number; sireId: number | null; damId: number | null }[] }>('/api/pets?limit=50&sort=newest');
  petId = pets.items.find((pet) => pet.sireId !== null && pet.damId !== null)!.id;
  const matings = await api<{ items: { matingId: number | null; owner: { nickname: string | null } | null }[] }>('/api/matings/mating?limit=20');
  const mating = matings.items.find((item) => item.matingId !== null && item.owner?.nickname)!;
  matingId = mating.matingId!;
  nickname = mating.owner!.nickname!;
});

async function check(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), path).toEqual([]);
}

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

  describe('a member', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext();
      page = await signIn(context, MEMBER);
    });
    afterAll(async () => context.close());

    it.each(['/en/u/pets', '/en/pets/add', '/en/u/matings', '/en/m/add', '/en/u/litters', '/en/litters/add', '/en/u/likes', '/en/u/edit', '/u/pets', '/m/add'])(
      '%s',
      async (path) => {
        await check(page, path);
      },
    );
  });

  describe('a moderator', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      context = await newContext();
      page = await signIn(context, MODERATOR);
    });
    afterAll(async () => context.close());

    it.each(['/en/moder', '/moder'])('%s', async (path) => {
      await check(page, path);
    });
  });
});
