import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { dogAt, treeDogs, type TreeResponse } from '@bc/shared/contracts';
import { text } from '../src/locales';
import { api } from '../src/api';

afterAll(closeBrowser);

/** The parts of `GET /api/pets/tree/{id}/{depth}` these tests compare with the page, a slot per place of the tree. */
interface Tree {
  depth: number;
  slots: { slot: number; pet: { id: number; registeredName: string } | null; hidden: boolean }[];
  coi: { generations: number; coi: number; full: number; completeness: number[]; fullCompleteness: number[] };
  commonAncestors: {
    id: number | null;
    registeredName: string | null;
    hidden: boolean;
    paths: number;
    sireSide: number;
    damSide: number;
    inbreeding: number;
    contribution: number;
    repeat: number | null;
  }[];
}

/** The parts of `GET /api/pets/{id}` the genetics tab shows as the dog's own results. */
interface PetDetail {
  registeredName: string;
  health: { set: string; kind: string; value: string; documentId: number | null }[];
  dna: { testId: string; result: string | null; status: string; documentId: number | null }[];
}

/** An option set of `GET /api/dictionaries/health`. */
interface HealthSet {
  id: string;
  name: Record<string, string>;
  options: { id: string; name: Record<string, string> }[];
}

async function tree(id: number, depth: number, generations?: number): Promise<Tree> {
  const answer = await api<TreeResponse>(`/api/pets/tree/${id}/${depth}?locale=en${generations ? `&generations=${generations}` : ''}`);
  const dogs = treeDogs(answer.dogs);
  const slots = Array.from({ length: 2 ** (depth + 1) - 1 }, (_, slot) => {
    const dog = dogAt(answer, dogs, slot);
    return { slot, pet: dog === 'hidden' ? null : dog, hidden: dog === 'hidden' };
  });
  return { ...answer, slots };
}

/** The page's percentages: "2.32%" (en, two decimals). */
const percent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Slot → pet id of every known ancestor the API puts in a tree (the subject is slot 0). */
const petSlots = (answer: Tree) => new Map(answer.slots.filter((slot) => slot.pet).map((slot) => [slot.slot, slot.pet!.id]));

/**
 * A seeded pet with a deep pedigree (known ancestors in the fifth generation), an inbreeding coefficient above
 * zero and many common ancestors, some the visitor may see: the newest litters of the demo data have them.
 */
async function pickPet(): Promise<{ id: number; pet: PetDetail }> {
  const { items } = await api<{ items: { id: number }[] }>('/api/pets?sort=newest&limit=30');
  for (const { id } of items) {
    const answer = await tree(id, 5);
    const deep = answer.slots.some((slot) => slot.slot >= 31 && slot.pet);
    // more common ancestors than the genetics tab shows before "show all"
    const common = answer.commonAncestors.length > 12 && answer.commonAncestors.some((row) => row.id !== null && !row.hidden);
    if (deep && common && answer.coi.coi > 0 && answer.slots[1]?.pet) return { id, pet: await api<PetDetail>(`/api/pets/${id}`) };
  }
  throw new Error('No seeded pet with a deep, inbred pedigree among the newest 30');
}

/** Slot → pet id of the boxes drawn in the tree. */
async function drawnPets(page: Page): Promise<Map<number, number>> {
  const pairs = await page
    .getByTestId('tree-viewport')
    .locator('[data-kind="pet"]')
    .evaluateAll((boxes) => boxes.map((box) => [Number(box.getAttribute('data-slot')), Number(box.getAttribute('data-pet-id'))] as const));
  return new Map(pairs);
}

/** The tree layer's `translate(x, y) scale(k)`. */
async function view(page: Page): Promise<{ x: number; y: number; k: number }> {
  const transform = await page.getByTestId('tree-viewport').locator(':scope > div').first().evaluate((el) => (el as HTMLElement).style.transform);
  const match = /translate\((-?[\d.e+-]+)px, (-?[\d.e+-]+)px\) scale\(([\d.e+-]+)\)/.exec(transform);
  if (!match) throw new Error(`Unexpected transform "${transform}"`);
  return { x: Number(match[1]), y: Number(match[2]), k: Number(match[3]) };
}

async function waitForDepth(page: Page, depth: number) {
  await page.locator(`[data-testid="tree-viewport"][data-depth="${depth}"]:not([aria-busy])`).waitFor();
}

/** A dog's pedigree tab at ten generations, drawn, in a new browser profile (a phone's with `mobile`). */
async function openTen(id: number, mobile = false) {
  const context = await newContext({ mobile });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/en/pets/${id}/pedigree?depth=10`);
  await waitForDepth(page, 10);
  return { context, page, errors };
}

describe('pedigree and genetics tabs in the composed site', () => {
  let id = 0;
  let pet: PetDetail;

  beforeAll(async () => {
    ({ id, pet } = await pickPet());
  });

  it('draws the ancestors, follows the depth selector and opens an ancestor’s page', async () => {
    const [deep, shallow, middle] = await Promise.all([tree(id, 6), tree(id, 3), tree(id, 5)]);
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`/en/pets/${id}/pedigree`);
    // six generations by default on a desktop
    await waitForDepth(page, 6);
    expect(await page.getByTestId('pet-heading').textContent()).toContain(pet.registeredName);
    const expected = petSlots(deep);
    // the dog and four generations at first; "Open all branches" draws every generation
    const first = await drawnPets(page);
    expect(first).toEqual(new Map([...expected].filter(([slot]) => slot < 31)));
    await page.getByTestId('tree-branches').click();
    expect(await drawnPets(page)).toEqual(expected);
    // every known ancestor's box carries its name; the parents are on screen
    for (const slot of deep.slots.filter((entry) => entry.pet)) {
      const box = page.locator(`[data-testid="tree-viewport"] [data-slot="${slot.slot}"]`);
      expect(await box.getAttribute('title')).toBe(slot.pet!.registeredName);
      expect(await box.textContent()).toContain(slot.pet!.registeredName);
    }
    for (const slot of [1, 2]) {
      const box = page.locator(`[data-testid="tree-viewport"] [data-slot="${slot}"]`);
      if (deep.slots[slot]?.pet) expect(await box.innerText()).toContain(deep.slots[slot].pet.registeredName);
    }

    // fewer generations: fewer boxes, and only slots of the first three generations
    const depth = page.getByRole('radiogroup', { name: text('mfe-pedigree', 'en', 'tree.generations') });
    await depth.getByText('3', { exact: true }).click();
    await waitForDepth(page, 3);
    expect(new URL(page.url()).searchParams.get('depth')).toBe('3');
    const three = await drawnPets(page);
    expect(three).toEqual(petSlots(shallow));
    expect(Math.max(...three.keys())).toBeLessThan(15);
    expect(three.size).toBeLessThan(expected.size);

    // and back up to five (a new tree starts from its first view: its branches opened again)
    await depth.getByText('5', { exact: true }).click();
    await waitForDepth(page, 5);
    await page.getByTestId('tree-branches').click();
    const five = await drawnPets(page);
    expect(five).toEqual(petSlots(middle));
    expect(five.size).toBeGreaterThan(three.size);
    expect([...five.keys()].some((slot) => slot >= 31)).toBe(true);

    // a click on the sire opens his page
    const sire = middle.slots[1].pet!;
    await page.locator('[data-testid="tree-viewport"] [data-slot="1"]').click();
    await page.waitForURL((url) => url.pathname === `/en/pets/${sire.id}`);
    await expect.poll(() => page.getByTestId('pet-heading').textContent()).toContain(sire.registeredName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads the pedigree as CSV from the pedigree tab, to the generations chosen there', async () => {
    const answer = await tree(id, 3);
    const sire = answer.slots[1].pet!;
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/en/pets/${id}/pedigree?depth=3`);
    await waitForDepth(page, 3);
    await page.getByTestId('pedigree-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pedigree-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/ pedigree 3\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile((await download.path())!);
    // UTF-8 with a BOM, the header row in the page's language, one row per known ancestor to three generations
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^No\.,Generation,/);
    expect(lines).toHaveLength(1 + petSlots(answer).size);
    expect(lines.find((line) => line.startsWith('2,1,S,'))).toContain(sire.registeredName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the genetics tab shows the COI and the common ancestors the API computed, and the dog’s own results', async () => {
    const answer = await tree(id, 10, 10);
    const context = await newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`/en/pets/${id}/pedigree`);
    await waitForDepth(page, 6);
    await page.getByTestId('tab-pets-id-genetics').click();
    await page.waitForURL((url) => url.pathname === `/en/pets/${id}/genetics`);

    const coi = page.getByTestId('coi-value');
    await coi.waitFor();
    expect(await page.getByTestId('coi').textContent()).toContain('COI, 10 gen.');
    expect(await coi.textContent()).toBe(percent(answer.coi.coi));
    expect(await page.getByTestId('coi-full-value').textContent()).toBe(percent(answer.coi.full));

    // completeness per generation for both COIs: generations 1–10, then those only the whole-pedigree COI counts
    const deepest = answer.coi.fullCompleteness.length;
    const meters = page.getByTestId('completeness-chart').getByRole('meter');
    expect(await meters.count()).toBe(Math.max(10, deepest));
    expect(await page.locator('[data-testid="completeness-chart"] [role="meter"][data-outside]').count()).toBe(Math.max(0, deepest - 10));
    expect(await page.getByTestId('completeness-full').textContent()).toContain(`Ancestors known back to generation ${deepest}`);
    const known = Math.round(answer.coi.completeness[2] * 8);
    expect(await meters.nth(2).getAttribute('aria-label')).toBe(`Generation 3: ${known} of 8 ancestors known`);

    const table = page.getByTestId('common-ancestors');
    // the largest contributions first; the rest behind "show all"
    expect(answer.commonAncestors.length).toBeGreaterThan(12);
    expect(await table.locator('tbody tr').count()).toBe(10);
    await page.getByTestId('common-ancestors-toggle').click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(answer.commonAncestors.length);
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        cells: [...tr.querySelectorAll('td')].map((td) => td.textContent),
        href: tr.querySelector('a')?.getAttribute('href') ?? null,
      })),
    );
    const hidden = text('mfe-pedigree', 'en', 'tree.hidden');
    expect(rows).toEqual(
      answer.commonAncestors.map((row) => {
        const visible = row.id !== null && !row.hidden;
        return {
          cells: [
            `${row.repeat === null ? '' : row.repeat + 1}${visible ? row.registeredName : hidden}`,
            String(row.paths),
            String(row.sireSide),
            String(row.damSide),
            percent(row.inbreeding),
            percent(row.contribution),
          ],
          href: visible ? `/en/pets/${row.id}` : null,
        };
      }),
    );
    // the contributions add up to the COI
    const total = page.getByTestId('common-ancestors-total').locator('th').last();
    expect(await total.textContent()).toBe(percent(answer.commonAncestors.reduce((sum, row) => sum + row.contribution, 0)));
    expect(await total.textContent()).toBe(await coi.textContent());

    // the dog's own recorded results, named as the health dictionary names them, beside the DNA table
    const { items: sets } = await api<{ items: HealthSet[] }>('/api/dictionaries/health');
    const named = (set: string, option?: string) => {
      const found = sets.find((item) => item.id === set);
      return option === undefined ? found?.name.en : found?.options.find((item) => item.id === option)?.name.en;
    };
    const genotypeStatus: Record<string, string> = { 'N/N': 'clear', 'N/M': 'carrier', 'M/M': 'affected' };
    const certificate = (documentId: number | null) => (documentId === null ? '' : text('mfe-pedigree', 'en', 'health.certificate'));
    const recorded = [
      ...pet.dna
        .filter((test) => test.result !== null && test.status !== 'clear-by-parentage')
        .map((test) => ({
          key: `dna:${test.testId}`,
          cells: [
            named(`dna:${test.testId}`),
            `${test.result}${text('mfe-pedigree', 'en', `status.${test.status}`)}${certificate(test.documentId)}`,
          ],
        })),
      ...pet.health
        .filter((result) => result.kind !== 'dna')
        .map((result, index) => {
          // a genotype (EAOD, MDD) as such with its status, any other result by its option's name
          const status = genotypeStatus[result.value];
          const shown = status ? `${result.value}${text('mfe-pedigree', 'en', `status.${status}`)}` : named(result.set, result.value);
          return { key: `${result.set}:${index}`, cells: [named(result.set), `${shown}${certificate(result.documentId)}`] };
        }),
    ];
    const section = page.getByTestId('health-results');
    expect(await section.getByRole('heading').first().textContent()).toBe(text('mfe-pedigree', 'en', 'health.title'));
    if (recorded.length === 0) {
      await section.getByTestId('health-results-empty').waitFor();
    } else {
      const results = section.getByTestId('health-results-table');
      await results.waitFor();
      const shown = await results.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          key: tr.getAttribute('data-health'),
          cells: [tr.querySelector('[data-testid="health-name"]')?.textContent, tr.querySelectorAll('td')[1]?.textContent],
        })),
      );
      expect(shown).toEqual(recorded);
    }
    await page.getByTestId('disease-table').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a ten-generation tree opens legibly, is one tab stop with arrow keys, and lists every ancestor', async () => {
    const answer = await tree(id, 10);
    const { context, page, errors } = await openTen(id);
    const viewport = page.getByTestId('tree-viewport');
    const items = viewport.getByRole('treeitem');

    // the first view: the dog and four generations (no deeper box drawn), all of it inside the frame, not shrunk
    const slots = await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-slot'))));
    expect(Math.max(...slots)).toBeLessThan(31);
    expect(slots).toContain(0);
    expect((await view(page)).k).toBeGreaterThanOrEqual(0.85);
    await viewport.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const frame = (await viewport.boundingBox())!;
    for (const slot of [0, 1, 2]) {
      const box = (await viewport.locator(`[data-slot="${slot}"]`).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }

    // one tab stop inside the tree (there were more than 1,000)
    const tabStops = () =>
      viewport.evaluate((el) => [...el.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter((node) => node.tabIndex >= 0).length);
    expect(await tabStops()).toBe(1);
    expect(await page.getByRole('tree', { name: 'Pedigree tree, 10 generations' }).count()).toBe(1);
    // Tab from the last button of the toolbar (the export menu, after print) lands on the dog, in the tree
    await page.getByTestId('pedigree-export').focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { slot: el?.dataset.slot ?? null, pet: el?.dataset.petId ?? null, role: el?.getAttribute('role') ?? null };
    });
    expect(await focused()).toMatchObject({ slot: '0', role: 'treeitem', pet: String(id) });
    // Right to the sire, Down to the dam, Right along the dam's line to her sire, Left back to the dam
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toMatchObject({ slot: '1', pet: String(answer.slots[1].pet!.id) });
    await page.keyboard.press('ArrowDown');
    expect((await focused()).slot).toBe('2');
    await page.keyboard.press('ArrowRight');
    expect((await focused()).slot).toBe('5');
    if (answer.slots[5].pet) expect((await focused()).pet).toBe(String(answer.slots[5].pet.id));
    await page.keyboard.press('ArrowLeft');
    expect((await focused()).slot).toBe('2');
    expect(await tabStops()).toBe(1);
    // the next Tab leaves the tree; Shift+Tab comes back to the box that was focused
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="tree"]')))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect((await focused()).slot).toBe('2');
    // Enter opens the dam's page
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/en/pets/${answer.slots[2].pet!.id}`);
    await page.goBack();
    await waitForDepth(page, 10);

    // the list: every visible ancestor once, with its appearances and its share of the COI
    await page.getByTestId('chart-mode').getByText('List', { exact: true }).click();
    const table = page.getByTestId('ancestor-table');
    await table.waitFor();
    const appearances = new Map<number, number>();
    for (const slot of answer.slots.slice(1)) if (slot.pet) appearances.set(slot.pet.id, (appearances.get(slot.pet.id) ?? 0) + 1);
    expect(await table.locator('tbody tr').count()).toBe(appearances.size);
    const common = answer.commonAncestors.find((row) => row.id !== null && !row.hidden && appearances.has(row.id))!;
    const row = table.locator(`tbody tr[data-pet-id="${common.id}"]`);
    expect(await row.locator('a').textContent()).toBe(common.registeredName);
    expect(await row.locator('[data-column="appearances"]').textContent()).toBe(String(appearances.get(common.id!)));
    expect(Number(await row.locator('[data-column="appearances"]').textContent())).toBeGreaterThan(1);
    expect(await row.locator('[data-column="contribution"]').textContent()).toBe(percent(common.contribution));
    // sorted by appearances: the most repeated first
    await table.getByRole('button', { name: text('mfe-pedigree', 'en', 'list.appearances') }).click();
    const most = Math.max(...appearances.values());
    expect(await table.locator('tbody tr').first().locator('[data-column="appearances"]').textContent()).toBe(String(most));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a ten-generation tree starts with the dog, parents and grandparents, and a tap on "+" opens a branch', async () => {
    const answer = await tree(id, 10);
    const { context, page, errors } = await openTen(id, true);
    const viewport = page.getByTestId('tree-viewport');
    // The first screen, unscrolled, already shows the dog (the figures follow the tree on a phone).
    const dog = (await viewport.locator('[data-slot="0"]').boundingBox())!;
    expect(dog.y + dog.height).toBeLessThanOrEqual(844 - 64);
    await viewport.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const frame = (await viewport.boundingBox())!;
    const shown = await viewport.getByRole('treeitem').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-slot'))));
    expect(Math.max(...shown)).toBeLessThan(7);
    for (const slot of shown) {
      const box = (await viewport.locator(`[data-slot="${slot}"]`).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
    }
    expect((await view(page)).k).toBeGreaterThanOrEqual(0.85);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // a grandparent with known parents: its "+" opens them
    const grandparent = [3, 4, 5, 6].find((slot) => answer.slots[slot]?.pet && (answer.slots[2 * slot + 1]?.pet || answer.slots[2 * slot + 2]?.pet))!;
    await viewport.locator(`[data-toggle="${grandparent}"]`).tap();
    await viewport.locator(`[data-slot="${2 * grandparent + 1}"]`).waitFor();
    expect(await viewport.locator(`[data-slot="${grandparent}"]`).getAttribute('aria-expanded')).toBe('true');
    expect(page.url()).toContain(`/en/pets/${id}/pedigree`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints a ten-generation tree as five legible generations on one A4 landscape page', async () => {
    const answer = await tree(id, 10);
    const { context, page, errors } = await openTen(id);

    await page.emulateMedia({ media: 'print' });
    const printed = page.getByTestId('print-tree');
    expect(await printed.isVisible()).toBe(true);
    expect(await page.getByTestId('tree-viewport').isVisible()).toBe(false);
    const depth = Number(await printed.getAttribute('data-depth'));
    expect(depth).toBeGreaterThanOrEqual(5);
    expect(depth).toBeLessThanOrEqual(6);
    expect(await printed.textContent()).toContain(`This printout shows ${depth} of 10 generations`);
    // every known ancestor of the printed generations by name, none deeper; names at 8 pt (10.67 px) or more
    const expected = answer.slots.filter((slot) => slot.pet && slot.slot > 0 && slot.slot < 2 ** (depth + 1) - 1);
    const boxes = await printed.locator('[data-kind="pet"]').evaluateAll((els) =>
      els.map((el) => ({
        slot: Number(el.getAttribute('data-slot')),
        text: el.textContent ?? '',
        size: parseFloat(getComputedStyle(el.querySelector('span') ?? el).fontSize),
      })),
    );
    expect(boxes.map((box) => box.slot).sort((a, b) => a - b)).toEqual(expected.map((slot) => slot.slot));
    for (const box of boxes) expect(box.text).toContain(answer.slots[box.slot].pet!.registeredName);
    expect(Math.min(...boxes.map((box) => box.size))).toBeGreaterThanOrEqual(10.66);

    // one page, landscape
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    const [, , width, height] = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(pdf)!.slice(1).map(Number);
    expect(width).toBeGreaterThan(height);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the tree fits the screen and pans and zooms by touch and by its buttons', async () => {
    const context = await newContext({ mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/en/pets/${id}/pedigree`);
    // five generations by default on a phone
    await waitForDepth(page, 5);

    const viewport = page.getByTestId('tree-viewport');
    expect(await viewport.isVisible()).toBe(true);
    await viewport.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await viewport.boundingBox())!;
    // the whole tree area fits the screen, so a finger can reach every part of it
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('[data-testid="tree-viewport"] [data-slot="0"]').isVisible()).toBe(true);
    for (const key of ['tree.zoomIn', 'tree.zoomOut', 'tree.fit']) {
      expect(await page.getByRole('button', { name: text('mfe-pedigree', 'en', key) }).isVisible()).toBe(true);
    }

    // one finger drags the tree towards the older generations
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    // nothing (the bottom bar, a notice) covers the places the fingers go
    const hits = (x: number) =>
      page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('[data-testid="tree-viewport"]')), [x, y] as const);
    for (const x of [box.x + 20, box.x + box.width / 2, box.x + box.width - 40]) expect(await hits(x)).toBe(true);
    const before = await view(page);
    await touch('touchStart', [{ x: box.x + box.width - 40, y }]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: box.x + box.width - 40 - step * 25, y }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await view(page)).x).toBeLessThan(before.x - 100);
    expect(page.url()).toContain(`/en/pets/${id}/pedigree`);

    // two fingers spread apart zoom in
    const panned = await view(page);
    const cx = box.x + box.width / 2;
    await touch('touchStart', [
      { x: cx - 40, y },
      { x: cx + 40, y },
    ]);
    for (let step = 1; step <= 6; step++) {
      await touch('touchMove', [
        { x: cx - 40 - step * 12, y },
        { x: cx + 40 + step * 12, y },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => (await view(page)).k).toBeGreaterThan(panned.k * 1.3);

    // the buttons: the whole tree in view, then a step closer
    const pinched = await view(page);
    await page.getByRole('button', { name: text('mfe-pedigree', 'en', 'tree.fit') }).click();
    await expect.poll(async () => (await view(page)).k).toBeLessThan(pinched.k);
    // (the click scrolled the page to the button: measure again)
    const frame = (await viewport.boundingBox())!;
    const canvas = (await viewport.locator(':scope > div').first().boundingBox())!;
    expect(canvas.x).toBeGreaterThanOrEqual(frame.x);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(canvas.y).toBeGreaterThanOrEqual(frame.y);
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(frame.y + frame.height);
    const fitted = await view(page);
    await page.getByRole('button', { name: text('mfe-pedigree', 'en', 'tree.zoomIn') }).click();
    await expect.poll(async () => (await view(page)).k).toBeCloseTo(fitted.k * 1.25, 3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
