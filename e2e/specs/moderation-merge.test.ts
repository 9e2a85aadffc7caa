import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER, MODERATOR, signIn } from '../src/accounts';
import { closeBrowser, newContext } from '../src/browser';
import { shooter } from '../src/shots';

afterAll(closeBrowser);

/** MERGE_SHOTS=<dir>: the merge modal is also photographed, at 1280 px and at 390 px, for looking at by eye. */
const shot = shooter(process.env.MERGE_SHOTS);

describe('merging duplicates in the composed site', () => {
  it('the moderator merges two records of one dog in /moder/pets, and the old URL lands on the survivor', async () => {
    // A member entered one dog twice (published), the second record with a puppy.
    const member = await newContext();
    await signIn(member, MEMBER);
    const token = (await member.cookies()).find((cookie) => cookie.name === 'at')?.value;
    const stamp = Date.now().toString(36);
    const add = async (data: object) => {
      const response = await member.request.post('/api/pets/add', { headers: { authorization: `Bearer ${token}` }, data: { publishStatus: 'published', ...data } });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: number; registeredName: string };
    };
    const survivor = await add({ registeredName: `Keeper Meadow ${stamp}`, sex: 'female', birthDate: '2016-04-02', registrations: [{ registry: 'KC', number: `KM-${stamp}` }] });
    const duplicate = await add({ registeredName: `Dup Copy ${stamp}`, sex: 'female', registrations: [{ registry: 'RKF', number: `DC-${stamp}` }] });
    await add({ registeredName: `Dup Puppy ${stamp}`, sex: 'male', birthDate: '2020-01-01', damId: duplicate.id });

    const moderator = await newContext();
    const page = await signIn(moderator, MODERATOR);
    await page.goto(`/en/moder/pets?q=${encodeURIComponent(`Dup Copy ${stamp}`)}`);
    const item = page.locator(`[data-testid="queue-pet"][data-pet="${duplicate.id}"]`);
    await item.waitFor();
    await item.getByTestId('pet-merge').click();

    const modal = page.getByTestId('merge-modal');
    await modal.waitFor();
    await modal.getByTestId('merge-duplicate').waitFor();
    await modal.getByTestId('merge-search').fill(`KM-${stamp}`);
    const candidate = modal.locator(`[data-testid="merge-candidate"][data-pet="${survivor.id}"]`);
    await candidate.click();
    const stays = modal.getByTestId('merge-survivor');
    await stays.waitFor();
    expect(await stays.textContent()).toContain(survivor.registeredName);
    expect(await modal.getByTestId('merge-duplicate-counts').textContent()).toBe('Offspring: 1 · Photos: 0');
    await modal.getByTestId('merge-note').fill('Entered twice by the breeder');
    await shot(page, 'merge-modal');
    await modal.getByTestId('merge-submit').click();
    await modal.waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });

    // The log shows the merge on the survivor's record.
    await page.goto('/en/moder?action=merge-pets');
    const entry = page.getByTestId('log-entry').first();
    await entry.waitFor();
    expect(await entry.getByTestId('log-record').textContent()).toBe(survivor.registeredName);
    expect(await entry.textContent()).toContain('Entered twice by the breeder');

    // The old URL lands on the survivor's page: from the server (a visitor's first load) and in the browser.
    const visitor = await newContext();
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(`/en/pets/${duplicate.id}`);
    expect(response!.request().redirectedFrom()?.url()).toMatch(new RegExp(`/en/pets/${duplicate.id}$`));
    expect(new URL(visitorPage.url()).pathname).toBe(`/en/pets/${survivor.id}`);
    await visitorPage.getByRole('heading', { level: 1, name: survivor.registeredName }).waitFor();
    // The puppy moved with it: the survivor's offspring tab lists it.
    await visitorPage.goto(`/en/pets/${duplicate.id}/breed`);
    expect(new URL(visitorPage.url()).pathname).toBe(`/en/pets/${survivor.id}/breed`);
    await visitorPage.getByText(`Dup Puppy ${stamp}`).first().waitFor();

    // Inside the site (no server round trip): a link to the old id moves to the survivor's address.
    await page.goto('/en/pets');
    // The search page drawn in the browser (its remote loaded, the router listening) before the address changes.
    await page.getByTestId('filter-sex').waitFor();
    await page.evaluate((id) => {
      window.history.pushState({}, '', `/en/pets/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, duplicate.id);
    await page.waitForURL(new RegExp(`/en/pets/${survivor.id}$`), { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: survivor.registeredName }).waitFor();

    await Promise.all([member.close(), moderator.close(), visitor.close()]);
  });
});
