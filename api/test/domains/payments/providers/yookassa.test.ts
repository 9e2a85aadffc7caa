import type { FastifyInstance } from 'fastify';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@bc/shared/contracts';
import { loadConfig } from '../../../../src/config/env';
import { createYooKassaProvider } from '../../../../src/domains/payments/providers/yookassa';
import { testConfig, withApp } from '../../../helpers/build';
import { withHttpMocks } from '../../../helpers/http-mocks';
import { createUser } from '../../../helpers/users';
import { paymentOptions, testClock } from '../fixtures';
import { notification, yooNotFound, yooPayment, yooRefund } from './yookassa-recordings';

const API = 'https://api.yookassa.ru';
const SHOP = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1186612', YOOKASSA_SECRET_KEY: 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE' };
const AUTHORIZATION = `Basic ${Buffer.from(`${SHOP.YOOKASSA_SHOP_ID}:${SHOP.YOOKASSA_SECRET_KEY}`).toString('base64')}`;
const clock = testClock();
let app: FastifyInstance;
withApp((built) => ({ app } = built), { ...paymentOptions(clock), config: testConfig(SHOP) });

withHttpMocks();

let payments = 0;
const newPaymentId = () => `30b5c1a2-000f-5000-b000-${String(++payments).padStart(12, '0')}`;

/** Answers the next `POST /v3/payments` with the recorded pending payment; the request is kept for the test to read. */
function expectCreate() {
  const id = newPaymentId();
  const seen: { body: Record<string, unknown>; headers: Record<string, string> } = { body: {}, headers: {} };
  nock(API)
    .post('/v3/payments')
    .reply(function (_uri, body) {
      seen.body = body as Record<string, unknown>;
      seen.headers = this.req.headers as Record<string, string>;
      const metadata = seen.body.metadata as { orderId: string };
      return [200, yooPayment({ id, orderId: metadata.orderId, amount: Math.round(Number((seen.body.amount as { value: string }).value) * 100) })];
    });
  return { id, seen };
}

async function buy(headers: Record<string, string>, body: object = {}) {
  const created = expectCreate();
  const res = await app.inject({ method: 'POST', url: '/api/premium/buy', headers, payload: body });
  expect(res.statusCode).toBe(200);
  return { ...created, checkout: res.json<CheckoutResponse>() };
}

const postNotification = (body: unknown, ip = '185.71.76.5') =>
  app.inject({ method: 'POST', url: '/api/payments/webhook/yookassa', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, payload: JSON.stringify(body) });
const rereads = (id: string, answer: object, times = 1) => nock(API).get(`/v3/payments/${id}`).times(times).matchHeader('authorization', AUTHORIZATION).reply(200, answer);
const premiumUntil = async (id: number) => (await app.data.users.byId(id))!.premiumUntil;
const orderStatus = async (orderId: string) => (await app.data.orders.byOrderId(orderId))!.status;

describe('YooKassa: creating a payment', () => {
  it('the first premium payment with auto-pay: basic auth, the order id as Idempotence-Key, capture, redirect, save_payment_method', async () => {
    const member = await createUser(app);
    const { id, seen, checkout } = await buy(member.headers, { locale: 'ru' });
    expect(checkout.confirmationUrl).toBe(`https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}`);
    expect(seen.headers.authorization).toBe(AUTHORIZATION);
    expect(seen.headers['idempotence-key']).toBe(checkout.orderId);
    expect(seen.body).toEqual({
      amount: { value: '299.00', currency: 'RUB' }, description: expect.any(String), capture: true, metadata: { orderId: checkout.orderId },
      confirmation: { type: 'redirect', return_url: `http://localhost:3000/premium/result?orderId=${checkout.orderId}`, locale: 'ru_RU' },
      save_payment_method: true,
    });
    expect((await app.data.orders.byOrderId(checkout.orderId))!.providerPaymentId).toBe(id);
  });

  it('a donation and premium without auto-pay save no method; no receipt unless configured', async () => {
    const member = await createUser(app);
    const premium = await buy(member.headers, { autoPay: false, paymentType: 'year' });
    expect(premium.seen.body).toMatchObject({ amount: { value: '2990.00', currency: 'RUB' } });
    expect(premium.seen.body).not.toHaveProperty('save_payment_method');
    expect(premium.seen.body).not.toHaveProperty('receipt');
    const donation = expectCreate();
    const res = await app.inject({ method: 'POST', url: '/api/donates/buy', payload: { fullName: 'Анна', email: 'anna@example.com', price: 300, locale: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(donation.seen.body).toMatchObject({ amount: { value: '300.00', currency: 'RUB' }, confirmation: { locale: 'en_US' } });
    expect(donation.seen.body).not.toHaveProperty('save_payment_method');
  });

  it('YooKassa refusing: 502, the order failed', async () => {
    const member = await createUser(app);
    nock(API).post('/v3/payments').reply(401, { type: 'error', id: 'x', code: 'invalid_credentials', description: 'Authentication by given credentials failed' });
    const res = await app.inject({ method: 'POST', url: '/api/premium/buy', headers: member.headers, payload: {} });
    expect(res.statusCode).toBe(502);
  });
});

describe('YooKassa: notifications are trusted only after a re-read', () => {
  it('payment.succeeded, confirmed by the API: premium granted once, the saved method kept; the notification again changes nothing', async () => {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers);
    const paid = yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded', saved: true, methodId: id });
    rereads(id, paid, 2);
    expect((await postNotification(notification('payment.succeeded', paid))).json()).toEqual({ ok: true, applied: true });
    expect((await postNotification(notification('payment.succeeded', paid))).json()).toEqual({ ok: true, applied: false });
    expect(await orderStatus(checkout.orderId)).toBe('succeeded');
    expect(await premiumUntil(member.user.id)).not.toBeNull();
    expect(await app.data.autoPay.get(member.user.id)).toMatchObject({ provider: 'yookassa', paymentMethodId: id, enabled: true });
  });

  it('a forged body (succeeded, or a bigger amount) is not believed: the re-read says pending, then canceled', async () => {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers);
    const forged = yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded', saved: true });
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900 }));
    expect((await postNotification(notification('payment.succeeded', forged))).json()).toEqual({ ok: true, applied: false });
    expect(await orderStatus(checkout.orderId)).toBe('pending');
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'canceled' }));
    expect((await postNotification(notification('payment.succeeded', forged))).json()).toEqual({ ok: true, applied: true });
    expect(await orderStatus(checkout.orderId)).toBe('canceled');
    expect(await premiumUntil(member.user.id)).toBeNull();
  });

  it('a payment YooKassa does not know is 404; a body that is not a notification 400; other events answered and ignored', async () => {
    const ghost = newPaymentId();
    nock(API).get(`/v3/payments/${ghost}`).reply(404, yooNotFound());
    const res = await postNotification(notification('payment.succeeded', { id: ghost }));
    expect(res.statusCode).toBe(404);
    expect((await postNotification({ event: 'payment.succeeded' })).statusCode).toBe(400);
    expect((await postNotification(notification('payment.succeeded', { id: '../../refunds' }))).statusCode).toBe(400);
    expect((await postNotification(notification('payout.succeeded', { id: 'po-1' }))).json()).toEqual({ ok: true, applied: false });
  });

  it('refund.succeeded: the payment re-read as refunded in full moves the order to refunded', async () => {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers, { autoPay: false });
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded' }));
    await postNotification(notification('payment.succeeded', { id }));
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded', refunded: 29_900 }));
    const refund = notification('refund.succeeded', yooRefund({ id: '216749f7-0016-50be-b000-078d43a63ae4', paymentId: id, amount: 29_900 }));
    expect((await postNotification(refund)).json()).toEqual({ ok: true, applied: true });
    expect(await orderStatus(checkout.orderId)).toBe('refunded');
  });

  it('a lost notification: the status poll after a minute re-reads the payment and grants', async () => {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers, { autoPay: false });
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded' }));
    clock.advance(61_000);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/premium/status', headers: member.headers, payload: { orderId: checkout.orderId } });
      expect(res.json()).toMatchObject({ status: 'succeeded', final: true });
    } finally {
      clock.advance(-61_000);
    }
  });
});

describe('YooKassa: the adapter alone', () => {
  const provider = (env: Record<string, string> = {}) => createYooKassaProvider({ config: loadConfig({ ...SHOP, ...env }).payments.yookassa! });

  it('charges a saved method: payment_method_id, no confirmation, its own Idempotence-Key; the answer as ours', async () => {
    const id = newPaymentId();
    let seen: { body: Record<string, unknown>; key: string } = { body: {}, key: '' };
    nock(API)
      .post('/v3/payments')
      .reply(function (_uri, body) {
        seen = { body: body as Record<string, unknown>, key: this.req.headers['idempotence-key'] as string };
        return [200, yooPayment({ id, orderId: 'ord_x', amount: 29_900, status: 'succeeded', charge: true, methodId: 'pm-2d0c1b8a' })];
      });
    const charged = await provider().chargeSaved({
      orderId: 'ord_x', amount: 29_900, currency: 'RUB', description: 'Премиум на месяц', locale: 'ru', email: 'a@example.com',
      paymentMethodId: 'pm-2d0c1b8a', idempotenceKey: 'renewal:7:2026-12-26',
    });
    expect(seen.key).toBe('renewal:7:2026-12-26');
    expect(seen.body).toEqual({ amount: { value: '299.00', currency: 'RUB' }, description: 'Премиум на месяц', capture: true, metadata: { orderId: 'ord_x' }, payment_method_id: 'pm-2d0c1b8a' });
    expect(charged).toEqual({ paymentId: id, status: 'succeeded', amount: 29_900, currency: 'RUB', orderId: 'ord_x', savedMethodId: null });
    nock(API).post('/v3/payments').reply(200, yooPayment({ id: newPaymentId(), orderId: 'ord_y', amount: 29_900, status: 'canceled', charge: true }));
    const declined = await provider().chargeSaved({ orderId: 'ord_y', amount: 29_900, currency: 'RUB', description: 'x', locale: 'ru', email: 'a@example.com', paymentMethodId: 'pm-old', idempotenceKey: 'k2' });
    expect(declined.status).toBe('canceled');
  });

  it('sends receipt data (customer email, the item with its vat_code) when configured', async () => {
    let body: Record<string, unknown> = {};
    nock(API)
      .post('/v3/payments')
      .reply((_uri, b) => {
        body = b as Record<string, unknown>;
        return [200, yooPayment({ id: newPaymentId(), orderId: 'ord_r', amount: 49_000 })];
      });
    await provider({ YOOKASSA_RECEIPT_VAT_CODE: '1' }).createPayment({
      orderId: 'ord_r', amount: 49_000, currency: 'RUB', description: 'Отчёт о собаке', locale: 'ru', email: 'payer@example.com',
      returnUrl: 'http://localhost:3000/u/reports', savePaymentMethod: false, idempotenceKey: 'ord_r',
    });
    expect(body.receipt).toEqual({
      customer: { email: 'payer@example.com' },
      items: [{ description: 'Отчёт о собаке', quantity: '1.00', amount: { value: '490.00', currency: 'RUB' }, vat_code: 1, payment_mode: 'full_payment', payment_subject: 'service' }],
    });
  });

  it('with YOOKASSA_WEBHOOK_IPS set, a notification from another address is refused before anything is read', async () => {
    const yoo = provider({ YOOKASSA_WEBHOOK_IPS: 'published' });
    const body = JSON.stringify(notification('payment.succeeded', { id: 'p1' }));
    await expect(yoo.verifyWebhook({ headers: {}, rawBody: body, ip: '203.0.113.9' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(yoo.verifyWebhook({ headers: {}, rawBody: body, ip: '2001:db8::1' })).rejects.toMatchObject({ statusCode: 401 });
    nock(API).get('/v3/payments/p1').times(3).reply(200, yooPayment({ id: 'p1', orderId: 'ord_z', amount: 100, status: 'succeeded' }));
    for (const ip of ['185.71.76.17', '::ffff:77.75.156.11', '2a02:5180::7']) {
      expect(await yoo.verifyWebhook({ headers: {}, rawBody: body, ip })).toMatchObject({ kind: 'payment', payment: { status: 'succeeded', orderId: 'ord_z' } });
    }
  });
});

describe('YooKassa: refunds from our side (POST /api/payments/orders/{orderId}/refund)', () => {
  /** A premium order paid (the notification confirmed by a re-read): the member, the payment id and the order. */
  async function paidPremium() {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers, { autoPay: false });
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded' }));
    await postNotification(notification('payment.succeeded', { id }));
    expect(await orderStatus(checkout.orderId)).toBe('succeeded');
    return { member, id, checkout };
  }
  /** Answers the next `POST /v3/refunds`; the request is kept for the test to read. */
  function expectRefund(status: 'succeeded' | 'pending' | 'canceled', refundId = '216749f7-0016-50be-b000-078d43a63ae4') {
    const seen: { body: Record<string, unknown>; headers: Record<string, string> } = { body: {}, headers: {} };
    nock(API)
      .post('/v3/refunds')
      .matchHeader('authorization', AUTHORIZATION)
      .reply(function (_uri, body) {
        seen.body = body as Record<string, unknown>;
        seen.headers = this.req.headers as Record<string, string>;
        return [200, { ...yooRefund({ id: refundId, paymentId: seen.body.payment_id as string, amount: 29_900 }), status }];
      });
    return seen;
  }
  const refund = async (orderId: string) => {
    const moderator = await createUser(app, { role: 'moderator' });
    return app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/refund`, headers: moderator.headers, payload: { reason: 'payer-request' } });
  };

  it('createRefund: the payment in full with an Idempotence-Key of the order; succeeded at once: the order refunded, premium taken back', async () => {
    const { member, id, checkout } = await paidPremium();
    const seen = expectRefund('succeeded');
    const res = await refund(checkout.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refund: 'refunded' });
    expect(seen.headers['idempotence-key']).toBe(`refund-${checkout.orderId}`);
    expect(seen.body).toEqual({ payment_id: id, amount: { value: '299.00', currency: 'RUB' }, description: expect.any(String) });
    expect((await premiumUntil(member.user.id))!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // YooKassa's refund.succeeded that follows: re-read, already refunded, nothing more happens.
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded', refunded: 29_900 }));
    const notice = notification('refund.succeeded', yooRefund({ id: '216749f7-0016-50be-b000-078d43a63ae4', paymentId: id, amount: 29_900 }));
    expect((await postNotification(notice)).json()).toEqual({ ok: true, applied: false });
  });

  it('pending at YooKassa: answered pending, the order stays paid until refund.succeeded comes and is confirmed by a re-read', async () => {
    const { member, id, checkout } = await paidPremium();
    expectRefund('pending', '216749f7-0016-50be-b000-0000000000a2');
    const res = await refund(checkout.orderId);
    expect(res.json()).toMatchObject({ status: 'succeeded', refund: 'pending' });
    expect(await orderStatus(checkout.orderId)).toBe('succeeded');
    expect((await premiumUntil(member.user.id))!.getTime()).toBeGreaterThan(clock.now().getTime());
    rereads(id, yooPayment({ id, orderId: checkout.orderId, amount: 29_900, status: 'succeeded', refunded: 29_900 }));
    const notice = notification('refund.succeeded', yooRefund({ id: '216749f7-0016-50be-b000-0000000000a2', paymentId: id, amount: 29_900 }));
    expect((await postNotification(notice)).json()).toEqual({ ok: true, applied: true });
    expect(await orderStatus(checkout.orderId)).toBe('refunded');
    expect((await premiumUntil(member.user.id))!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('YooKassa refusing (canceled, or an error answer): 502, the order and premium unchanged', async () => {
    const { member, checkout } = await paidPremium();
    const until = await premiumUntil(member.user.id);
    expectRefund('canceled');
    const canceled = await refund(checkout.orderId);
    expect(canceled.statusCode).toBe(502);
    expect(canceled.json().data.code).toBe('refund-refused');
    nock(API).post('/v3/refunds').reply(400, { type: 'error', id: 'e', code: 'invalid_request', description: 'Refund amount exceeds payment amount' });
    expect((await refund(checkout.orderId)).statusCode).toBe(502);
    expect(await orderStatus(checkout.orderId)).toBe('succeeded');
    expect(await premiumUntil(member.user.id)).toEqual(until);
  });
});

