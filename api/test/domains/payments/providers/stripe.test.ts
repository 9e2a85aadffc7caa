import type { FastifyInstance } from 'fastify';
import nock from 'nock';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@bc/shared/contracts';
import { testConfig, withApp } from '../../../helpers/build';
import { withHttpMocks } from '../../../helpers/http-mocks';
import { fingerprint } from '../../../helpers/rows';
import { createUser } from '../../../helpers/users';
import { paymentOptions, testClock } from '../fixtures';
import { checkoutSession, event, invoice, list, refund, refundedCharge, resourceMissing, subscription } from './stripe-recordings';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const STRIPE = 'https://api.stripe.com';
const clock = testClock();
let app: FastifyInstance;
withApp((built) => ({ app } = built), {
  ...paymentOptions(clock),
  config: testConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51SThw02eZvKYlo2C', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
});

withHttpMocks();

/** Stripe's SDK posts form-encoded bodies: the fields as a flat map (`line_items[0][price_data][unit_amount]`). */
const formOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

let sessions = 0;
/** Answers the next Checkout session creation with the recorded shape; the request is kept for the test to read. */
function expectSessionCreate() {
  const seen: { body: Record<string, string>; idempotencyKey: string | undefined } = { body: {}, idempotencyKey: undefined };
  const id = `cs_test_a1${String(++sessions).padStart(6, '0')}Kq3XvUjR2n8JbLmZpW`;
  nock(STRIPE)
    .post('/v1/checkout/sessions')
    .reply(function (_uri, body) {
      seen.body = formOf(body as string);
      seen.idempotencyKey = this.req.headers['idempotency-key'] as string | undefined;
      return [200, checkoutSession({ id, orderId: seen.body['metadata[orderId]']!, mode: seen.body.mode as 'payment', amount: Number(seen.body['line_items[0][price_data][unit_amount]']) })];
    });
  return { id, seen };
}

function postEvent(payload: unknown, signature?: string) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST', url: '/api/payments/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
    payload: body,
  });
}

async function buy(headers: Record<string, string>, body: object = {}) {
  const session = expectSessionCreate();
  const res = await app.inject({ method: 'POST', url: '/api/premium/buy', headers, payload: body });
  expect(res.statusCode).toBe(200);
  return { ...session, checkout: res.json<CheckoutResponse>() };
}

const premiumUntil = async (id: number) => (await app.data.users.byId(id))!.premiumUntil;
const DAY = 86_400_000;

describe('Stripe: Checkout sessions', () => {
  it('premium with auto-pay opens a subscription-mode session: a recurring price, our order id on the subscription, the order id as idempotency key', async () => {
    const member = await createUser(app);
    const { id, seen, checkout } = await buy(member.headers, { paymentType: 'year', locale: 'cn' });
    expect(checkout.confirmationUrl).toBe(`https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0VU1`);
    expect(seen.idempotencyKey).toBe(checkout.orderId);
    expect(seen.body).toMatchObject({
      mode: 'subscription', 'line_items[0][quantity]': '1', 'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'year', 'subscription_data[metadata][orderId]': checkout.orderId,
      'metadata[orderId]': checkout.orderId, client_reference_id: checkout.orderId, customer_email: member.user.email, locale: 'zh',
    });
    expect(seen.body.success_url).toBe(`http://localhost:3000/cn/premium/result?orderId=${checkout.orderId}`);
    expect((await app.data.orders.byOrderId(checkout.orderId))!.providerPaymentId).toBe(id);
  });

  it('premium without auto-pay and a donation open payment-mode sessions (no recurring price)', async () => {
    const member = await createUser(app);
    const premium = await buy(member.headers, { autoPay: false });
    expect(premium.seen.body).toMatchObject({ mode: 'payment', 'line_items[0][price_data][unit_amount]': '499', 'payment_intent_data[metadata][orderId]': premium.checkout.orderId });
    expect(premium.seen.body['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    const donation = expectSessionCreate();
    const res = await app.inject({ method: 'POST', url: '/api/donates/buy', payload: { fullName: 'Anna', email: 'anna@example.com', price: 5, locale: 'de' } });
    expect(res.statusCode).toBe(200);
    expect(donation.seen.body).toMatchObject({ mode: 'payment', 'line_items[0][price_data][unit_amount]': '500', customer_email: 'anna@example.com', locale: 'de' });
  });

  it('Stripe not answering: 502, the order failed, nothing granted', async () => {
    const member = await createUser(app);
    nock(STRIPE).post('/v1/checkout/sessions').times(3).reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    const res = await app.inject({ method: 'POST', url: '/api/premium/buy', headers: member.headers, payload: {} });
    expect(res.statusCode).toBe(502);
    expect(res.json().data.code).toBe('provider-unavailable');
  });
});

/** A member who paid a monthly premium with auto-pay in Checkout: the session, its subscription, the completed event. */
async function subscribed() {
  const member = await createUser(app);
  const { id, checkout } = await buy(member.headers);
  const sub = `sub_1SThxJ2eZvKYlo2C${String(sessions).padStart(6, '0')}`;
  const completed = event('checkout.session.completed', checkoutSession({ id, orderId: checkout.orderId, mode: 'subscription', amount: 499, status: 'complete', paymentStatus: 'paid', subscription: sub }));
  return { member, checkout, sub, completed };
}

const renewalInvoice = (sub: string, orderId: string, n: number, amount = 499) =>
  event('invoice.paid', invoice({ id: `in_1SThxJ2eZvKYlo2C${sub.slice(-6)}${n}`, subscription: sub, orderId, amount, billingReason: 'subscription_cycle' }));

describe('Stripe: webhooks', () => {
  it('a tampered signature or body is refused with 400 and changes nothing', async () => {
    const { completed } = await subscribed();
    const before = await fingerprint(app);
    const body = JSON.stringify(completed);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    for (const signature of [
      '', 't=1,v1=abc', Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' }),
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.field).toBe('stripe-signature');
    }
    const tampered = body.replace('"amount_total":499', '"amount_total":1');
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signed }, payload: tampered });
    expect(res.statusCode).toBe(400);
    expect(await fingerprint(app)).toEqual(before);
  });

  it('checkout.session.completed grants premium once and keeps the subscription for auto-pay; replays change nothing', async () => {
    const { member, checkout, sub, completed } = await subscribed();
    expect((await postEvent(completed)).json()).toEqual({ ok: true, applied: true });
    const until = (await premiumUntil(member.user.id))!;
    expect(until.getTime() - clock.now().getTime()).toBeGreaterThan(27 * DAY);
    for (let i = 0; i < 2; i++) expect((await postEvent(completed)).json()).toEqual({ ok: true, applied: false });
    // The same session told again by another event (Stripe's retries carry new ids on async events): no second grant.
    expect((await postEvent({ ...completed, id: 'evt_other_delivery' })).json()).toEqual({ ok: true, applied: false });
    expect(await premiumUntil(member.user.id)).toEqual(until);
    expect(await app.data.autoPay.get(member.user.id)).toMatchObject({ provider: 'stripe', paymentMethodId: sub, enabled: true });
    expect((await app.data.orders.byOrderId(checkout.orderId))!.status).toBe('succeeded');
    // The first invoice of the subscription is the session's payment, not a renewal.
    const first = event('invoice.paid', invoice({ id: 'in_first', subscription: sub, orderId: checkout.orderId, amount: 499, billingReason: 'subscription_create' }));
    expect((await postEvent(first)).json()).toEqual({ ok: true, applied: false });
    expect(await premiumUntil(member.user.id)).toEqual(until);
  });

  it('invoice.paid of a renewal grants the next period once, as its own order with a receipt; replays and the amount are checked', async () => {
    const { member, checkout, sub, completed } = await subscribed();
    await postEvent(completed);
    const first = (await premiumUntil(member.user.id))!;
    const outbox = app.mailer.outbox.length;
    const renewal = renewalInvoice(sub, checkout.orderId, 1);
    expect((await postEvent(renewal)).json()).toEqual({ ok: true, applied: true });
    for (let i = 0; i < 2; i++) expect((await postEvent(renewal)).json()).toEqual({ ok: true, applied: false });
    const second = (await premiumUntil(member.user.id))!;
    expect(second.getTime() - first.getTime()).toBeGreaterThan(27 * DAY);
    expect(second.getTime() - first.getTime()).toBeLessThan(32 * DAY);
    expect(app.mailer.outbox.length).toBe(outbox + 1);
    const cheap = await postEvent(renewalInvoice(sub, checkout.orderId, 2, 100));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().data.field).toBe('amount');
    expect(await premiumUntil(member.user.id)).toEqual(second);
  });

  it('out of order: the renewal told before the first session, each granted exactly once', async () => {
    const { member, checkout, sub, completed } = await subscribed();
    const renewal = renewalInvoice(sub, checkout.orderId, 1);
    expect((await postEvent(renewal)).json()).toEqual({ ok: true, applied: true });
    expect((await postEvent(completed)).json()).toEqual({ ok: true, applied: true });
    await postEvent(renewal);
    await postEvent(completed);
    const until = (await premiumUntil(member.user.id))!;
    expect(until.getTime() - clock.now().getTime()).toBeGreaterThan(58 * DAY);
    expect(until.getTime() - clock.now().getTime()).toBeLessThan(63 * DAY);
  });

  it('an expired session cancels its order; a failed async payment fails it; unknown events are answered and ignored', async () => {
    const member = await createUser(app);
    const expired = await buy(member.headers);
    const canceled = event('checkout.session.expired', checkoutSession({ id: expired.id, orderId: expired.checkout.orderId, mode: 'subscription', amount: 499, status: 'expired' }));
    expect((await postEvent(canceled)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.orders.byOrderId(expired.checkout.orderId))!.status).toBe('canceled');
    const late = await buy(member.headers, { autoPay: false });
    const failed = event('checkout.session.async_payment_failed', checkoutSession({ id: late.id, orderId: late.checkout.orderId, mode: 'payment', amount: 499, status: 'complete', paymentStatus: 'unpaid' }));
    expect((await postEvent(failed)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.orders.byOrderId(late.checkout.orderId))!.status).toBe('failed');
    expect((await postEvent(event('customer.created', { id: 'cus_x', object: 'customer' }))).json()).toEqual({ ok: true, applied: false });
    expect(await premiumUntil(member.user.id)).toBeNull();
  });
});

describe('Stripe: auto-pay', () => {
  it('turning auto-pay off sets cancel_at_period_end, on again clears it; premium stays', async () => {
    const { member, sub, completed } = await subscribed();
    await postEvent(completed);
    const until = await premiumUntil(member.user.id);
    const updates: string[] = [];
    nock(STRIPE)
      .post(`/v1/subscriptions/${sub}`)
      .times(2)
      .reply((_uri, body) => {
        const form = formOf(body as string);
        updates.push(form.cancel_at_period_end!);
        return [200, subscription({ id: sub, orderId: 'x', cancelAtPeriodEnd: form.cancel_at_period_end === 'true' })];
      });
    const off = await app.inject({ method: 'GET', url: '/api/premium/disable-auto-pay', headers: member.headers });
    expect(off.json()).toMatchObject({ active: true, autoPay: false, canAutoPay: true });
    const on = await app.inject({ method: 'GET', url: '/api/premium/enable-auto-pay', headers: member.headers });
    expect(on.json()).toMatchObject({ autoPay: true });
    expect(updates).toEqual(['true', 'false']);
    expect(await premiumUntil(member.user.id)).toEqual(until);
  });

  it('Stripe refusing the change: 502 and the switch as it was', async () => {
    const { member, sub, completed } = await subscribed();
    await postEvent(completed);
    nock(STRIPE).post(`/v1/subscriptions/${sub}`).times(3).reply(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    const off = await app.inject({ method: 'GET', url: '/api/premium/disable-auto-pay', headers: member.headers });
    expect(off.statusCode).toBe(502);
    expect((await app.data.autoPay.get(member.user.id))!.enabled).toBe(true);
  });

  it('customer.subscription.updated/deleted set the switch from the subscription as Stripe has it now (a late event cannot undo a newer state)', async () => {
    const { member, checkout, sub, completed } = await subscribed();
    await postEvent(completed);
    // An old "updated" (still renewing) arrives after the member canceled in Stripe: the re-read says it will not renew.
    nock(STRIPE).get(`/v1/subscriptions/${sub}`).reply(200, subscription({ id: sub, orderId: checkout.orderId, cancelAtPeriodEnd: true }));
    const stale = event('customer.subscription.updated', subscription({ id: sub, orderId: checkout.orderId }));
    expect((await postEvent(stale)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.autoPay.get(member.user.id))!.enabled).toBe(false);
    nock(STRIPE).get(`/v1/subscriptions/${sub}`).reply(200, subscription({ id: sub, orderId: checkout.orderId }));
    expect((await postEvent(stale)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.autoPay.get(member.user.id))!.enabled).toBe(true);
    nock(STRIPE).get(`/v1/subscriptions/${sub}`).reply(404, resourceMissing('subscription', sub));
    const deleted = event('customer.subscription.deleted', subscription({ id: sub, orderId: checkout.orderId, status: 'canceled' }));
    expect((await postEvent(deleted)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.autoPay.get(member.user.id))!.enabled).toBe(false);
    expect(await premiumUntil(member.user.id)).not.toBeNull();
  });
});

describe('Stripe: a lost webhook', () => {
  it('a pending order polled after a minute is re-read from Stripe (GET the session) and granted', async () => {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers, { autoPay: false });
    nock(STRIPE).get(`/v1/checkout/sessions/${id}`).reply(200, checkoutSession({ id, orderId: checkout.orderId, mode: 'payment', amount: 499, status: 'complete', paymentStatus: 'paid' }));
    clock.advance(61_000);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/premium/status', headers: member.headers, payload: { orderId: checkout.orderId } });
      expect(res.json()).toMatchObject({ status: 'succeeded', final: true });
    } finally {
      clock.advance(-61_000);
    }
    expect(await premiumUntil(member.user.id)).not.toBeNull();
    expect(await app.data.autoPay.get(member.user.id)).toBeNull();
  });
});

describe('Stripe: refunds', () => {
  const INTENT = 'pi_3SThxJ2eZvKYlo2C0kS7Qm1d';
  /** Premium without auto-pay, paid (payment mode): the member, the session and the order. */
  async function paid() {
    const member = await createUser(app);
    const { id, checkout } = await buy(member.headers, { autoPay: false });
    const session = checkoutSession({ id, orderId: checkout.orderId, mode: 'payment', amount: 499, status: 'complete', paymentStatus: 'paid' });
    expect((await postEvent(event('checkout.session.completed', session))).json()).toEqual({ ok: true, applied: true });
    return { member, id, checkout, session };
  }

  it('from our side: the session’s payment intent refunded with the order’s idempotency key; the order refunded and premium taken back', async () => {
    const { member, id, checkout, session } = await paid();
    const moderator = await createUser(app, { role: 'moderator' });
    const seen: { body: Record<string, string>; idempotencyKey?: string } = { body: {} };
    nock(STRIPE).get(`/v1/checkout/sessions/${id}`).reply(200, session);
    nock(STRIPE)
      .post('/v1/refunds')
      .reply(function (_uri, body) {
        seen.body = formOf(body as string);
        seen.idempotencyKey = this.req.headers['idempotency-key'] as string | undefined;
        return [200, refund({ id: 're_3SThxJ2eZvKYlo2C0yM4kP1t', paymentIntent: INTENT, amount: 499, orderId: checkout.orderId })];
      });
    const res = await app.inject({ method: 'POST', url: `/api/payments/orders/${checkout.orderId}/refund`, headers: moderator.headers, payload: { reason: 'not-delivered' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refund: 'refunded' });
    expect(seen.body).toEqual({ payment_intent: INTENT, 'metadata[orderId]': checkout.orderId });
    expect(seen.idempotencyKey).toBe(`refund-${checkout.orderId}`);
    expect((await premiumUntil(member.user.id))!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('premium with a subscription: the first invoice’s payment intent refunded, and the subscription told to stop at the period’s end', async () => {
    const { member, checkout, sub, completed } = await subscribed();
    expect((await postEvent(completed)).json()).toEqual({ ok: true, applied: true });
    const session = completed.data.object as { id: string; invoice: string };
    const moderator = await createUser(app, { role: 'moderator' });
    nock(STRIPE).get(`/v1/checkout/sessions/${session.id}`).reply(200, session);
    nock(STRIPE)
      .get(`/v1/invoices/${session.invoice}`)
      .query({ 'expand[0]': 'payments' })
      .reply(200, {
        ...invoice({ id: session.invoice, subscription: sub, orderId: checkout.orderId, amount: 499, billingReason: 'subscription_create' }),
        payments: list([{ id: 'inpay_1SThxJ2eZvKYlo2C', object: 'invoice_payment', amount_paid: 499, is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: INTENT } }], `/v1/invoices/${session.invoice}/payments`),
      });
    let refundBody: Record<string, string> = {};
    nock(STRIPE).post('/v1/refunds').reply((_uri, body) => {
      refundBody = formOf(body as string);
      return [200, refund({ id: 're_3SThxJ2eZvKYlo2C0sub01', paymentIntent: INTENT, amount: 499, orderId: checkout.orderId })];
    });
    let stopped: Record<string, string> = {};
    nock(STRIPE).post(`/v1/subscriptions/${sub}`).reply((_uri, body) => {
      stopped = formOf(body as string);
      return [200, subscription({ id: sub, orderId: checkout.orderId, cancelAtPeriodEnd: true })];
    });
    const res = await app.inject({ method: 'POST', url: `/api/payments/orders/${checkout.orderId}/refund`, headers: moderator.headers, payload: { reason: 'payer-request' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(refundBody.payment_intent).toBe(INTENT);
    expect(stopped).toEqual({ cancel_at_period_end: 'true' });
    expect(await app.data.autoPay.get(member.user.id)).toMatchObject({ enabled: false });
    expect((await premiumUntil(member.user.id))!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('charge.refunded (a refund made in Stripe’s dashboard): the session found by its payment intent, the order refunded once', async () => {
    const { member, checkout, session } = await paid();
    nock(STRIPE).get('/v1/checkout/sessions').query({ payment_intent: INTENT, limit: '1' }).times(2).reply(200, list([session], '/v1/checkout/sessions'));
    const refunded = event('charge.refunded', refundedCharge({ paymentIntent: INTENT, amount: 499 }));
    expect((await postEvent(refunded)).json()).toEqual({ ok: true, applied: true });
    expect((await app.data.orders.byOrderId(checkout.orderId))!.status).toBe('refunded');
    expect((await premiumUntil(member.user.id))!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect((await postEvent({ ...refunded, id: 'evt_refund_again' })).json()).toEqual({ ok: true, applied: false });
  });

  it('a partial refund in the dashboard is not a refund of the order', async () => {
    const { checkout } = await paid();
    const partial = event('charge.refunded', { ...refundedCharge({ paymentIntent: INTENT, amount: 499 }), amount_refunded: 100, refunded: false });
    expect((await postEvent(partial)).json()).toEqual({ ok: true, applied: false });
    expect((await app.data.orders.byOrderId(checkout.orderId))!.status).toBe('succeeded');
  });
});

