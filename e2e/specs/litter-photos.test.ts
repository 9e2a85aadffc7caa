import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnnouncementPage, LitterDetail, LitterWriteResponse } from '@bc/shared/contracts';
import { signIn, type Account } from '../src/accounts';
import { closeBrowser, newContext, watchErrors } from '../src/browser';

afterAll(closeBrowser);

/** A demo breeder (README, demo accounts). */
const BREEDER: Account = { email: 'breeder03@example.com', password: 'Breeder-2026' };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The breeder adds a photo to a litter on its edit page; a visitor sees it on the litter's card in the public list. */
describe("a litter's photos", () => {
  let token = '';
  let litterId = 0;

  beforeAll(async () => {
    const login = await fetch(`${inject('apiUrl')}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BREEDER) });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const mine = await call<{ items: { id: number; sex: string; publishStatus: string; deathDate: string | null; birthDate: string | null; relation: { owned: boolean } }[] }>('/api/pets/user-pets?limit=100', token);
    const dam = mine.items.find((p) => p.sex === 'female' && p.publishStatus === 'published' && p.deathDate === null && p.relation.owned && p.birthDate !== null && p.birthDate >= '2017-01-01' && p.birthDate < '2024-01-01');
    if (!dam) throw new Error('breeder03 has no adult female');
    // An older-style litter (no mating), born ten days ago, with a puppy available: listed publicly at once.
    const added = await call<LitterWriteResponse>('/api/litters/add', token, {
      damId: dam.id, birthDate: isoDaysAgo(10), malesBorn: 1, femalesBorn: 0, malesAlive: 1, femalesAlive: 0, publishStatus: 'published',
      announcement: 'A litter with photos', puppies: [{ registeredName: `Snapshot ${Date.now().toString(36)}`, sex: 'male', availability: 'available' }],
    });
    litterId = added.litter.id;
  }, 60_000);

  afterAll(async () => {
    if (litterId) await call(`/api/litters/${litterId}/delete`, token);
  });

  it('the breeder adds a photo on the edit page; a visitor sees it on the litter’s card', async () => {
    const context = await newContext();
    const page = await signIn(context, BREEDER);
    const errors = watchErrors(page);
    await page.goto(`/en/litters/edit/${litterId}`);
    await page.getByTestId('litter-photos-empty').waitFor();
    // An 800 × 600 JPEG drawn by the browser itself.
    const picture = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#2f6f4f';
      g.fillRect(0, 0, 800, 600);
      g.fillStyle = '#f4f1e8';
      g.beginPath();
      g.arc(400, 300, 180, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
    });
    await page.getByTestId('litter-photos').locator('input[type="file"]').setInputFiles({ name: 'puppies.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(picture, 'base64') });
    const card = page.getByTestId('litter-photo');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.first().getAttribute('data-main')).toBe('true');
    await page.waitForFunction(() => ((document.querySelector('[data-testid="litter-photo"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    if (SHOTS) {
      await page.getByTestId('litter-photos').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/litter-photos-editor-1366.png` });
    }
    const litter = await call<LitterDetail>(`/api/litters/${litterId}`, token);
    expect(litter.photos).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();

    // A visitor on a phone: the public list of litters shows the litter's main photo on its card.
    const visitor = await newContext({ mobile: true });
    const seen = await visitor.newPage();
    const visitorErrors = watchErrors(seen);
    await seen.goto('/en/possible-mating?mode=lists');
    const row = seen.locator(`[data-testid="announcement-results"] [data-testid="announcement"][data-litter-id="${litterId}"]`);
    const image = row.getByTestId('announcement-photo').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(litter.photos[0].url.replace(/1280\.webp$/, '160.webp'));
    await seen.waitForFunction((id) => {
      const img = document.querySelector(`[data-litter-id="${id}"] [data-testid="announcement-photo"] img`) as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    }, litterId);
    expect(await seen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) {
      await row.scrollIntoViewIfNeeded();
      await seen.screenshot({ path: `${SHOTS}/litter-card-390.png` });
    }
    const list = (await (await fetch(`${inject('apiUrl')}/api/matings/litter?limit=50`)).json()) as AnnouncementPage;
    expect(list.items.find((i) => i.litterId === litterId)?.photo).toBe(litter.photos[0].url);
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    if (SHOTS) {
      // The editor on a phone, for the eye.
      const phone = await newContext({ mobile: true });
      const small = await signIn(phone, BREEDER);
      await small.goto(`/en/litters/edit/${litterId}`);
      await small.getByTestId('litter-photo').first().waitFor();
      await small.getByTestId('litter-photos').scrollIntoViewIfNeeded();
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await small.screenshot({ path: `${SHOTS}/litter-photos-editor-390.png` });
      await phone.close();
    }
  }, 120_000);
});
