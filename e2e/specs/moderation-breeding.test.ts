import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MODERATOR, PREMIUM, signIn } from '../src/accounts';
import { api, apiPost, tokenOf } from '../src/api';
import { seriousViolations } from '../src/axe';
import { shooter } from '../src/shots';
import { closeBrowser, newContext, watchErrors } from '../src/browser';

afterAll(closeBrowser);

/** MODBREED_SHOTS=<dir>: the screens photographed on a desktop and at 390 px (full page), for looking at by eye. */
const shot = shooter(process.env.MODBREED_SHOTS);

/** Presses j until `row` is the current row of the queue (the rows before it are others' announcements). */
async function moveTo(page: Page, row: Locator) {
  for (let i = 0; i < 20 && (await row.getAttribute('data-current')) !== 'true'; i++) await page.keyboard.press('j');
  expect(await row.getAttribute('data-current')).toBe('true');
}

const listed = async (damId: number) =>
  (await api<{ items: { matingId: number | null }[] }>(`/api/matings/mating?dam=${damId}&limit=20`)).items.map((item) => item.matingId);

describe('the matings queues in the composed site', () => {
  it('the moderator hides a published mating from /moder/matings with the keyboard; visitors lose it; he publishes it again from /moder/all-matings', async () => {
    // A premium member's published mating of his own dam and sire (no stud owner to wait for): in the public list.
    const token = await tokenOf(PREMIUM);
    const stamp = Date.now().toString(36);
    const dam = await apiPost<{ id: number }>('/api/pets/add', token, { registeredName: `Queue Heather ${stamp}`, sex: 'female', birthDate: '2021-02-01', publishStatus: 'published' });
    const sire = await apiPost<{ id: number }>('/api/pets/add', token, { registeredName: `Queue Bracken ${stamp}`, sex: 'male', birthDate: '2020-03-01', publishStatus: 'published' });
    const mated = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const mating = await apiPost<{ id: number }>('/api/matings/add', token, { damId: dam.id, sireId: sire.id, matingDates: [mated], status: 'mated', publishStatus: 'published' });
    expect(await listed(dam.id)).toEqual([mating.id]);

    const moderator = await newContext();
    const page = await signIn(moderator, MODERATOR);
    const errors = watchErrors(page);
    await page.goto('/en/moder/matings');
    const row = page.locator(`[data-testid="queue-mating"][data-mating="${mating.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('breeding-dam').textContent()).toBe(`Queue Heather ${stamp}`);
    expect(await row.getByTestId('breeding-sire').textContent()).toBe(`Queue Bracken ${stamp}`);
    await shot(page, 'moder-matings');
    expect(await seriousViolations(page)).toEqual([]);

    // j to the mating, r: the first hide asks for the reason (r uses it afterwards), chosen and sent.
    await moveTo(page, row);
    await page.keyboard.press('r');
    const form = row.getByTestId('hide-form');
    await form.waitFor();
    await form.getByTestId('hide-reason').click();
    await page.getByRole('option', { name: 'False or unverified data' }).click();
    await form.getByTestId('hide-note').fill('The mating dates do not match the litter');
    await form.getByTestId('hide-submit').click();
    await row.getByTestId('mating-publish').waitFor();
    expect(await row.getByTestId('queue-hidden-reason').textContent()).toBe('Reason: False or unverified data: The mating dates do not match the litter');

    // A visitor no longer finds it: not in the public list, and its page answers 404.
    expect(await listed(dam.id)).toEqual([]);
    expect((await fetch(`${inject('apiUrl')}/api/matings/${mating.id}`)).status).toBe(404);

    // Every mating, hidden ones too: the moderator publishes it again with the keyboard (a).
    await page.goto('/en/moder/all-matings?status=hidden');
    const hidden = page.locator(`[data-testid="queue-mating"][data-mating="${mating.id}"]`);
    await hidden.waitFor();
    await shot(page, 'moder-all-matings');
    expect(await seriousViolations(page)).toEqual([]);
    await moveTo(page, hidden);
    await page.keyboard.press('a');
    await hidden.getByTestId('mating-hide').waitFor();
    expect(await listed(dam.id)).toEqual([mating.id]);

    // Both decisions are in the mating's history, the newest first.
    await page.goto(`/en/moder?recordKind=mating&recordId=${mating.id}`);
    await expect.poll(async () => page.getByTestId('log-entry').evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-action'))))
      .toEqual(['publish-mating', 'hide-mating']);
    await shot(page, 'moder-log');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en/moder/litters');
    await page.getByTestId('queue-litter').first().waitFor();
    await shot(page, 'moder-litters');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await moderator.close();
  });
});
