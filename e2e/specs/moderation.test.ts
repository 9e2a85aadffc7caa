import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER, MODERATOR, signIn } from '../src/accounts';
import { closeBrowser, newContext } from '../src/browser';
import { text } from '../src/locales';
import { latestMailTo, linkIn } from '../src/mail';

afterAll(closeBrowser);

/** A new member reading the site in German, activated through the email link, signed in at /de. */
async function germanMember() {
  const setup = await newContext();
  const nickname = `gesperrt_${Date.now().toString(36)}`;
  const email = `${nickname}@example.org`;
  const password = 'Collie-Lines-2026';
  const registered = await setup.request.post('/api/user/registration', { data: { email, password, nickname, locale: 'de' } });
  expect(registered.status()).toBeLessThan(300);
  const hash = new URL(linkIn(await latestMailTo(email), '/activate/')).pathname.split('/').pop()!;
  expect((await setup.request.post('/api/user/activate', { data: { hash } })).status()).toBe(200);
  await setup.close();
  const context = await newContext();
  const page = await signIn(context, { email, password });
  return { context, page, nickname, email };
}

describe('moderation in the composed site', () => {
  it('the moderator bans a member for a week → the member’s next call answers 403 and the page shows the reason and the end date', async () => {
    const member = await germanMember();
    await member.page.goto('/de/pets');
    await member.page.getByTestId('account-menu').waitFor();

    const moderator = await newContext();
    const page = await signIn(moderator, MODERATOR);
    await page.goto(`/en/moder/users?q=${member.nickname}`);
    const row = page.getByTestId('member');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await row.getByTestId('member-ban').click();
    const form = page.getByTestId('ban-form');
    await form.getByTestId('ban-reason').click();
    await page.getByRole('option', { name: 'Spam or advertising' }).click();
    await form.getByTestId('ban-note').fill('Adverts in every note');
    // A week is the default term.
    await form.getByTestId('ban-submit').click();
    await row.getByTestId('member-banned').waitFor();
    const bannedAt = Date.now();
    expect(await row.getByTestId('member-banned').textContent()).toMatch(/^Banned until /);

    // The log on /moder shows the ban first, with its reason and the note.
    await page.goto('/en/moder?action=ban');
    const entry = page.getByTestId('log-entry').first();
    await entry.waitFor();
    expect(await entry.getByTestId('log-record').textContent()).toBe(member.nickname);
    expect(await entry.textContent()).toContain('Adverts in every note');

    // The member's next call answers 403 in German, with the ban's details.
    const token = (await member.context.cookies()).find((cookie) => cookie.name === 'at')?.value;
    expect(token).toBeTruthy();
    const next = await member.context.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
    expect(next.status()).toBe(403);
    expect((await next.json()).message).toBe('Ihr Zugang zur Website ist eingeschränkt');

    // In the browser, the session's check as the next page loads answers the ban: the site signs the member out and
    // reloads, and the reloaded page (the server's 403) is the ban page with the reason, the end and the address.
    const refused = member.page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 403);
    await member.page.goto('/de/pets', { waitUntil: 'commit' });
    await refused;
    await member.page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation?.responseStatus === 403 && document.readyState === 'complete' && !document.querySelector('#root[data-ssr]');
    });
    await member.page.getByTestId('error-403').waitFor();
    expect(await member.page.getByTestId('ban-reason').textContent()).toBe('Grund: Spam oder Werbung');
    const until = (await member.page.getByTestId('ban-until').textContent())!;
    const end = new Date(bannedAt + 7 * 86_400_000);
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(end);
    expect(until).toContain(day);
    expect(until).toMatch(new RegExp(`^${text('common', 'de', 'errors.banUntil').replace('{{date}}', '')}`));
    expect(await member.page.getByTestId('ban-contact').textContent()).toMatch(/@/);
    // Another page of the site is the ban page too.
    await member.page.goto('/de/pets/1');
    await member.page.getByTestId('error-403').waitFor();
    await member.context.close();
    await moderator.close();
  });

  it('a member adding a dog with a taken microchip sees the existing dog named, linked to its page', async () => {
    // The holder: a published dog the moderator enters through the API.
    const moderator = await newContext();
    await signIn(moderator, MODERATOR);
    const microchip = `643${Date.now()}`.slice(0, 15);
    const holderName = `Chip Holder ${Date.now().toString(36)}`;
    const token = (await moderator.cookies()).find((cookie) => cookie.name === 'at')?.value;
    const added = await moderator.request.post('/api/pets/add', {
      headers: { authorization: `Bearer ${token}` }, data: { registeredName: holderName, sex: 'male', microchip, publishStatus: 'published' },
    });
    expect(added.status()).toBe(201);
    const holder = (await added.json()) as { id: number };

    const member = await newContext();
    const page = await signIn(member, MEMBER);
    await page.goto('/en/pets/add');
    await page.getByTestId('field-registeredName').fill('Chip Copy');
    await page.getByTestId('field-sex').getByText('Male', { exact: true }).click();
    await page.getByTestId('field-microchip').fill(microchip);
    await page.getByTestId('save-draft').click();
    const link = page.getByTestId('conflict-pet');
    await link.waitFor();
    expect(await link.textContent()).toBe(holderName);
    expect(await link.getAttribute('href')).toBe(`/en/pets/${holder.id}`);
    expect(new URL(page.url()).pathname).toBe('/en/pets/add');
  });
});
