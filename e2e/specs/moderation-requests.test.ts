import { afterAll, describe, expect, it } from 'vitest';
import { MEMBER, MODERATOR, signIn } from '../src/accounts';
import { api } from '../src/api';
import { seriousViolations } from '../src/axe';
import { shooter } from '../src/shots';
import { closeBrowser, newContext, watchErrors } from '../src/browser';
import { text } from '../src/locales';

afterAll(closeBrowser);

/** A demo breeder no other spec uses: the account the member asks for (demo accounts, `glenmorrow`). */
const BREEDER = { nickname: 'glenmorrow', displayName: 'Alasdair Reid' };
/** Another demo breeder, whose kennel name a new dog carries as plain text (the connect-breeders list). */
const KENNEL_MEMBER = 'fellside';

interface Profile {
  id: number;
  kennelName?: string | null;
}
interface Paged<T> {
  items: T[];
  total: number;
}

/** MODREQ_SHOTS=<dir>: the screens photographed on a desktop and at 390 px (full page), for looking at by eye. */
const shot = shooter(process.env.MODREQ_SHOTS);

const t = (key: string) => text('mfe-moderation', 'en', key);

describe('the account requests, connect-breeders and donations screens in the composed site', () => {
  it('a member asks for a breeder’s account; the moderator moves its dogs to the member with the keyboard; the request leaves the queue; undo', async () => {
    const breeder = await api<Profile>(`/api/user/nickname/${BREEDER.nickname}/show`);
    const member = await api<Profile>('/api/user/nickname/member/show');
    const bredBefore = await api<Paged<{ id: number }>>(`/api/user/pets/breeder/${breeder.id}?limit=1`);
    expect(bredBefore.total).toBeGreaterThan(0);
    const stamp = Date.now().toString(36);

    // The member asks from the breeder's profile.
    const memberContext = await newContext();
    const memberPage = await signIn(memberContext, MEMBER);
    const memberErrors = watchErrors(memberPage);
    await memberPage.goto(`/en/u/${BREEDER.nickname}`);
    await memberPage.getByTestId('profile-claim').click();
    const form = memberPage.getByTestId('account-request-form');
    await form.waitFor();
    await form.getByLabel(text('mfe-account', 'en', 'request.info')).fill(`These are my late father’s dogs (${stamp}); I keep the kennel now.`);
    await form.getByRole('button', { name: text('mfe-account', 'en', 'request.submit') }).click();
    await form.waitFor({ state: 'detached' });
    expect(memberErrors).toEqual([]);

    // The moderator finds it in the queue, the newest first, and approves it from the keyboard.
    const moderatorContext = await newContext();
    const page = await signIn(moderatorContext, MODERATOR);
    const errors = watchErrors(page);
    await page.goto('/en/moder/account-requests?sort=newest');
    const request = page.getByTestId('account-request').filter({ hasText: stamp });
    await request.waitFor();
    expect(await request.getByTestId('account-request-target').textContent()).toContain(BREEDER.displayName);
    expect(await request.getByTestId('account-request-dogs').textContent()).toMatch(/^Dogs: [1-9]/);
    await shot(page, 'moder-account-requests');
    expect(await seriousViolations(page)).toEqual([]);

    const rows = page.getByTestId('account-request');
    const index = await rows.evaluateAll((all, mark) => all.findIndex((row) => row.textContent?.includes(mark)), stamp);
    for (let i = 0; i <= index; i++) await page.keyboard.press('j');
    expect(await request.getAttribute('data-current')).toBe('true');
    await page.keyboard.press('a');
    const dialog = page.getByRole('dialog', { name: /Approve the request for/ });
    await dialog.waitFor();
    // The choice and the confirmation from the keyboard too: Space picks the focused choice, Enter sends the form.
    await dialog.getByLabel(/Move the dogs and kennel to/).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByTestId('approve-warning').textContent()).toBe(t('accountRequests.moveDogsWarning'));
    await shot(page, 'moder-account-requests-approve');
    await dialog.getByTestId('approve-confirm').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => request.getAttribute('data-status'), { timeout: 30_000 }).toBe('approved');

    // The breeder's dogs are the member's now; the request is no longer waiting.
    expect((await api<Paged<unknown>>(`/api/user/pets/breeder/${breeder.id}?limit=1`)).total).toBe(0);
    expect((await api<Paged<unknown>>(`/api/user/pets/breeder/${member.id}?limit=1`)).total).toBeGreaterThanOrEqual(bredBefore.total);
    await page.reload();
    await page.getByTestId('account-requests').or(page.getByText(t('accountRequests.empty'))).first().waitFor();
    expect(await page.getByTestId('account-request').filter({ hasText: stamp }).count()).toBe(0);

    // Undone from the approved requests: the dogs go back.
    await page.goto('/en/moder/account-requests?status=approved&sort=newest');
    const approved = page.getByTestId('account-request').filter({ hasText: stamp });
    await approved.getByTestId('account-request-undo').click();
    await expect.poll(() => approved.getAttribute('data-status'), { timeout: 30_000 }).toBe('new');
    expect((await api<Paged<unknown>>(`/api/user/pets/breeder/${breeder.id}?limit=1`)).total).toBe(bredBefore.total);
    expect(errors).toEqual([]);
    await Promise.all([memberContext.close(), moderatorContext.close()]);
  });

  it('connect-breeders lists a dog named after a member’s kennel; donations lists a donation; both pass axe', async () => {
    const kennel = await api<Profile>(`/api/user/nickname/${KENNEL_MEMBER}/show`);
    expect(kennel.kennelName).toBeTruthy();
    const stamp = Date.now().toString(36);

    // A member adds a dog whose breeder is the kennel's name as plain text.
    const memberContext = await newContext();
    await signIn(memberContext, MEMBER);
    const token = (await memberContext.cookies()).find((cookie) => cookie.name === 'at')?.value;
    const added = await memberContext.request.post('/api/pets/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { registeredName: `Plain Bred ${stamp}`, sex: 'female', birthDate: '2020-04-01', publishStatus: 'published', breeder: { name: kennel.kennelName } },
    });
    expect(added.status(), await added.text()).toBe(201);
    const dog = (await added.json()) as { id: number };

    // A visitor donates through the sandbox.
    const visitor = await newContext();
    const bought = await visitor.request.post('/api/donates/buy', { data: { fullName: `E2E Donor ${stamp}`, email: 'donor@example.test', price: 500, locale: 'en' } });
    expect(bought.status(), await bought.text()).toBe(200);
    const { confirmationUrl } = (await bought.json()) as { confirmationUrl: string };
    const paid = await visitor.request.post(new URL(confirmationUrl, 'http://localhost').pathname, { data: { answer: 'pay' }, maxRedirects: 0 });
    expect(paid.status()).toBeLessThan(400);

    const moderatorContext = await newContext();
    const page = await signIn(moderatorContext, MODERATOR);
    const errors = watchErrors(page);

    // On a phone (touch), every button of the two lists is a 44 px target.
    const phone = await newContext({ mobile: true });
    await phone.addCookies(await moderatorContext.cookies());
    const phonePage = await phone.newPage();
    const heights = async (testIds: string[]) =>
      Promise.all(testIds.map(async (testId) => Math.round((await phonePage.getByTestId(testId).first().boundingBox())?.height ?? 0)));
    await phonePage.goto(`/en/moder/connect-breeders?memberId=${kennel.id}`);
    await phonePage.locator(`[data-dog="${dog.id}"]`).waitFor();
    expect(await heights(['connect-dog-button', 'connect-group-button'])).toEqual([44, 44]);
    await phonePage.goto('/en/moder/donations');
    await phonePage.getByTestId('donation').first().waitFor();
    expect(await heights(['donation-hide-name', 'donation-refund'])).toEqual([44, 44]);
    await phone.close();

    await page.goto(`/en/moder/connect-breeders?memberId=${kennel.id}`);
    const group = page.getByTestId('connect-group').first();
    await group.waitFor();
    await group.locator(`[data-dog="${dog.id}"]`).waitFor();
    await shot(page, 'moder-connect-breeders');
    expect(await seriousViolations(page)).toEqual([]);
    await group.locator(`[data-dog="${dog.id}"]`).getByTestId('connect-dog-button').click();
    await group.locator(`[data-dog="${dog.id}"]`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('connection').first().textContent()).toContain(KENNEL_MEMBER);

    await page.goto('/en/moder/donations');
    const donation = page.getByTestId('donation').filter({ hasText: `E2E Donor ${stamp}` });
    await expect.poll(() => donation.count(), { timeout: 15_000 }).toBe(1);
    expect(await donation.getByTestId('donation-status').textContent()).toBe(t('donations.statuses.succeeded'));
    await shot(page, 'moder-donations');
    expect(await seriousViolations(page)).toEqual([]);
    // The refund asks for a reason and a note, and says what follows (left without refunding).
    await donation.getByTestId('donation-refund').click();
    const refund = page.getByTestId('refund');
    await refund.getByTestId('refund-warning').waitFor();
    expect(await refund.getByTestId('refund-confirm').isDisabled()).toBe(true);
    await shot(page, 'moder-donations-refund');
    await page.keyboard.press('Escape');
    await refund.getByTestId('refund-warning').waitFor({ state: 'detached' });
    await donation.getByTestId('donation-hide-name').click();
    await expect.poll(() => donation.getAttribute('data-hidden')).toBe('true');
    expect(errors).toEqual([]);
    await Promise.all([memberContext.close(), visitor.close(), moderatorContext.close()]);
  });
});
