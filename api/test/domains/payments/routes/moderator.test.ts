import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type {
  CheckoutResponse, ModerationAction, ModeratorDonation, ModeratorDonations, MonthDonations, MyReportsResponse, PageOf, RefundResponse, ReportOrderView,
  ReportVerification,
} from '@bc/shared/contracts';
import { withApp } from '../../../helpers/build';
import { addPet } from '../../../helpers/pets';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type Cast } from '../../../helpers/users';
import { answerCheckout, buyPremium, paymentOptions, postWebhook, sandboxNotification, sandboxPaymentId, testClock } from '../fixtures';

const clock = testClock();
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built), paymentOptions(clock));

const DAY = 86_400_000;
const moderatorHeaders = () => cast.moderator.headers;
const month = async () => (await app.inject({ method: 'GET', url: '/api/donates/month' })).json<MonthDonations>();
const list = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/payments/donations${query}`, headers: moderatorHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ModeratorDonations>();
};
const hideName = (id: number, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/payments/donations/${id}/hide-name`, headers: moderatorHeaders(), payload });
const refund = (orderId: string, payload: object = { reason: 'payer-request' }, headers = moderatorHeaders()) =>
  app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/refund`, headers, payload });
const auditOf = async (recordId: number) =>
  (await app.inject({ method: 'GET', url: `/api/moderation/actions?recordKind=order&recordId=${recordId}`, headers: moderatorHeaders() })).json<PageOf<ModerationAction>>();

/** A donation, paid (or answered otherwise) on the sandbox's page; its order. */
async function donation(fullName: string, answer: 'pay' | 'decline' | null = 'pay', extra: object = {}): Promise<CheckoutResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/donates/buy', payload: { fullName, email: 'donor@example.test', price: 250, locale: 'de', ...extra } });
  expect(res.statusCode, res.body).toBe(200);
  const checkout = res.json<CheckoutResponse>();
  if (answer) await answerCheckout(app, checkout, answer);
  return checkout;
}
const find = (page: ModeratorDonations, orderId: string) => page.items.find((d) => d.orderId === orderId);

describe('GET /api/payments/donations (moderators)', () => {
  it('lists the succeeded donations, or every one with all=1, with status, amount, name and whether it shows; never the email', async () => {
    const paid = await donation('Visible Donor');
    const anonymous = await donation('Shy Donor', 'pay', { notShow: true });
    const declined = await donation('Declined Donor', 'decline');
    const succeeded = await list('?limit=100');
    expect(find(succeeded, paid.orderId)).toMatchObject({ status: 'succeeded', amount: 25_000, currency: 'RUB', provider: 'sandbox', name: 'Visible Donor', notShow: false, nameHidden: false, shownAs: 'Visible Donor', member: null });
    expect(find(succeeded, anonymous.orderId)).toMatchObject({ name: 'Shy Donor', notShow: true, shownAs: null });
    expect(find(succeeded, declined.orderId)).toBeUndefined();
    const all = await list('?all=1&limit=100');
    expect(find(all, declined.orderId)).toMatchObject({ status: 'failed', paidAt: null });
    expect(all.total).toBeGreaterThan(succeeded.total - 1);
    expect(JSON.stringify(all)).not.toContain('example.test');
  });

  it('refuses bad paging and flags (400 naming the field)', async () => {
    for (const [query, field] of [['?all=yes', 'all'], ['?limit=1000', 'limit'], ['?page=0', 'page'], ['?other=1', 'other']] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/payments/donations${query}`, headers: moderatorHeaders() });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().data), query).toContain(field);
    }
  });
});

describe('POST /api/payments/donations/{id}/hide-name (moderators)', () => {
  it('hides the name from the public list with an audit entry; showing it again undoes it; 409 when already so', async () => {
    const paid = await donation('Rude Name Donor');
    const id = find(await list('?limit=100'), paid.orderId)!.id;
    expect((await month()).donors.map((d) => d.name)).toContain('Rude Name Donor');

    const hidden = await hideName(id, { note: 'Offensive name' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ModeratorDonation>()).toMatchObject({ id, nameHidden: true, shownAs: null, name: 'Rude Name Donor' });
    const publicList = await month();
    expect(publicList.donors.map((d) => d.name)).not.toContain('Rude Name Donor');
    expect(publicList.donors.some((d) => d.name === null && d.amount === 25_000)).toBe(true);
    const again = await hideName(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.code).toBe('name_hidden_already');

    const shown = await hideName(id, { hidden: false });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ModeratorDonation>()).toMatchObject({ nameHidden: false, shownAs: 'Rude Name Donor' });
    expect((await month()).donors.map((d) => d.name)).toContain('Rude Name Donor');
    expect((await hideName(id, { hidden: false })).statusCode).toBe(409);

    const log = await auditOf(id);
    expect(log.items.map((a) => a.action)).toEqual(['show-donor-name', 'hide-donor-name']);
    expect(log.items[1]).toMatchObject({ recordKind: 'order', recordId: id, note: 'Offensive name', before: { nameHidden: false }, after: { nameHidden: true }, moderator: { id: cast.moderator.user.id } });
  });

  it('a donor who asked not to be named stays anonymous when a moderator shows the name again', async () => {
    const anonymous = await donation('Private Person', 'pay', { notShow: true });
    const id = find(await list('?limit=100'), anonymous.orderId)!.id;
    expect((await hideName(id)).json<ModeratorDonation>()).toMatchObject({ nameHidden: true, shownAs: null });
    expect((await hideName(id, { hidden: false })).json<ModeratorDonation>()).toMatchObject({ nameHidden: false, notShow: true, shownAs: null });
    expect((await month()).donors.map((d) => d.name)).not.toContain('Private Person');
  });

  it('404 naming id for an order that is not a donation, 400 for bad input; nothing written', async () => {
    const member = await createUser(app);
    const premium = await buyPremium(app, member.headers);
    const premiumId = (await app.data.orders.byOrderId(premium.orderId))!.id;
    const before = await fingerprint(app);
    for (const id of [premiumId, 2_000_000_000]) {
      const res = await hideName(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().data.field).toBe('id');
    }
    for (const body of [{ hidden: 'yes' }, { note: '' }, { note: 'x'.repeat(1001) }, { other: 1 }]) {
      const res = await hideName(premiumId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/payments/donations/0/hide-name', headers: moderatorHeaders(), payload: {} })).statusCode).toBe(400);
    expect(await fingerprint(app)).toEqual(before);
  });
});

describe('POST /api/payments/orders/{orderId}/refund (moderators, sandbox)', () => {
  it('a premium order: refunded at the provider, the remaining days taken back, auto-pay off, audit entry, mail in the payer’s language', async () => {
    const member = await createUser(app, { locale: 'pl' });
    const checkout = await buyPremium(app, member.headers, 'pay', { paymentType: 'month', autoPay: true });
    const until = (await app.data.users.byId(member.user.id))!.premiumUntil!;
    expect(until.getTime()).toBeGreaterThan(clock.now().getTime() + 27 * DAY);
    const outbox = app.mailer.outbox.length;

    const res = await refund(checkout.orderId, { reason: 'duplicate-payment', note: 'Paid twice' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RefundResponse>()).toMatchObject({ orderId: checkout.orderId, status: 'refunded', refund: 'refunded', kind: 'premium' });
    const after = (await app.data.users.byId(member.user.id))!.premiumUntil!;
    expect(after.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const state = (await app.inject({ method: 'GET', url: '/api/premium/state', headers: member.headers })).json();
    expect(state).toMatchObject({ active: false, autoPay: false });
    const mail = app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: member.user.email, subject: 'Twoja płatność została zwrócona' });
    expect(mail[0]!.text).toContain('powtórna płatność za to samo');

    const order = (await app.data.orders.byOrderId(checkout.orderId))!;
    const log = await auditOf(order.id);
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ action: 'refund-order', reason: 'duplicate-payment', note: 'Paid twice', before: { status: 'succeeded' }, after: { status: 'refunded' } });

    const twice = await refund(checkout.orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.code).toBe('not_refundable');
    expect((await auditOf(order.id)).items).toHaveLength(1);
  });

  it('a second premium period bought since stays: only the refunded period’s days go', async () => {
    const member = await createUser(app);
    const first = await buyPremium(app, member.headers);
    await buyPremium(app, member.headers);
    const untilTwo = (await app.data.users.byId(member.user.id))!.premiumUntil!;
    expect((await refund(first.orderId)).statusCode).toBe(200);
    const after = (await app.data.users.byId(member.user.id))!.premiumUntil!;
    const left = (after.getTime() - clock.now().getTime()) / DAY;
    expect(left).toBeGreaterThan(27);
    expect(left).toBeLessThan(32);
    expect(after.getTime()).toBeLessThan(untilTwo.getTime());
  });

  it('a report order: the report is withdrawn (not listed, not downloadable, its number no longer verifies)', async () => {
    const member = await createUser(app);
    const pet = await addPet(app, member.headers, { registeredName: 'Refunded Report Dog', sex: 'male' });
    const bought = (await app.inject({ method: 'POST', url: '/api/reports/buy', headers: member.headers, payload: { petId: pet.id, language: 'en' } })).json<CheckoutResponse & { kind: string }>();
    await answerCheckout(app, bought, 'pay');
    const status = (await app.inject({ method: 'POST', url: '/api/reports/status', headers: member.headers, payload: { orderId: bought.orderId } })).json<ReportOrderView>();
    const report = status.report!;
    expect((await app.inject({ method: 'GET', url: `/api/reports/${report.id}/pdf`, headers: member.headers })).statusCode).toBe(200);

    expect((await refund(bought.orderId, { reason: 'not-delivered' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/reports/${report.id}/pdf`, headers: member.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/reports', headers: member.headers })).json<MyReportsResponse>().total).toBe(0);
    // The number still verifies, as withdrawn: a printed copy is found no longer valid, not unknown.
    const verified = await app.inject({ method: 'GET', url: `/api/reports/verify/${report.number}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<ReportVerification>()).toMatchObject({ number: report.number, withdrawnAt: expect.any(String), pet: { id: pet.id } });
    expect((await app.inject({ method: 'POST', url: `/api/reports/${report.id}/reissue`, headers: member.headers, payload: {} })).statusCode).toBe(404);
    expect(await app.data.reports.unrendered(100)).not.toContain(report.id);
  });

  it('a donation leaves the public month’s list and its total', async () => {
    const paid = await donation('Refunded Donor');
    const before = await month();
    expect(before.donors.map((d) => d.name)).toContain('Refunded Donor');
    expect((await refund(paid.orderId, { reason: 'fraud' })).statusCode).toBe(200);
    const after = await month();
    expect(after.donors.map((d) => d.name)).not.toContain('Refunded Donor');
    expect(after.total).toBe(before.total - 25_000);
    expect(find(await list('?all=1&limit=100'), paid.orderId)).toMatchObject({ status: 'refunded' });
  });

  it('a refund notice from the provider after ours is a no-op (the order moved once, one mail to the payer)', async () => {
    const paid = await donation('Notice Donor');
    const outbox = app.mailer.outbox.length;
    expect((await refund(paid.orderId)).statusCode).toBe(200);
    const notice = sandboxNotification({ id: sandboxPaymentId(paid), orderId: paid.orderId, amount: 25_000, currency: 'RUB', status: 'refunded' });
    expect((await postWebhook(app, notice)).json()).toEqual({ ok: true, applied: false });
    expect(app.mailer.outbox.length - outbox).toBe(1);
    expect((await app.data.orders.byOrderId(paid.orderId))!.status).toBe('refunded');
  });

  it('a refund the provider reports on its own (its dashboard) takes back the same, and tells the payer it was the provider’s', async () => {
    const member = await createUser(app, { locale: 'cz' });
    const checkout = await buyPremium(app, member.headers, 'pay', { autoPay: false });
    const outbox = app.mailer.outbox.length;
    const notice = sandboxNotification({ id: sandboxPaymentId(checkout), orderId: checkout.orderId, amount: 29_900, currency: 'RUB', status: 'refunded' });
    expect((await postWebhook(app, notice)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.users.byId(member.user.id))!.premiumUntil!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const mail = app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Vaše platba byla vrácena' });
    expect(mail[0]!.text).toContain('vrácení provedl poskytovatel plateb');
  });

  it('409 for an order that is not paid, 404 naming orderId for none, 400 for a bad reason or id; nothing written', async () => {
    const pending = await donation('Pending Donor', null);
    const before = await fingerprint(app);
    const res = await refund(pending.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().data.code).toBe('not_refundable');
    const none = await refund(`ord_${'A'.repeat(32)}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().data.field).toBe('orderId');
    for (const [orderId, body] of [[pending.orderId, { reason: 'because' }], [pending.orderId, {}], [pending.orderId, { reason: 'other', note: ' ' }], ['ord_short', { reason: 'other' }]] as const) {
      const bad = await refund(orderId, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await fingerprint(app)).toEqual(before);
  });
});
