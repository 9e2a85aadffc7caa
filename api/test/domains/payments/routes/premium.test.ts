import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse, PremiumState } from '@bc/shared/contracts';
import { DEFAULT_PRICES } from '../../../../src/config/payments';
import { withApp } from '../../../helpers/build';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type Cast } from '../../../helpers/users';
import { answerCheckout, buyPremium, paymentOptions, sandboxPaymentId, testClock } from '../fixtures';

const clock = testClock();
let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built), paymentOptions(clock));

const premiumUntil = async (id: number) => (await app.data.users.byId(id))!.premiumUntil;
const status = (headers: Record<string, string> | undefined, orderId: string) =>
  app.inject({ method: 'POST', url: '/api/premium/status', headers, payload: { orderId } });

describe('GET /api/payments/prices', () => {
  it('answers the demo price list in the configured currency (RUB) to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payments/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      currency: 'RUB', provider: 'sandbox', premium: DEFAULT_PRICES.RUB.premium, report: DEFAULT_PRICES.RUB.report, mating: DEFAULT_PRICES.RUB.mating,
      donation: DEFAULT_PRICES.RUB.donation,
    });
  });
});

describe('POST /api/premium/buy', () => {
  it('needs a member: a visitor gets 401, a banned member 403, and nothing is written', async () => {
    const before = await fingerprint(app);
    expect((await app.inject({ method: 'POST', url: '/api/premium/buy', payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/premium/buy', headers: cast.banned.headers, payload: {} })).statusCode).toBe(403);
    expect(await fingerprint(app)).toEqual(before);
  });

  it('answers an unguessable order id and the sandbox’s checkout page, in the member’s language', async () => {
    const member = await createUser(app, { locale: 'de' });
    const res = await app.inject({ method: 'POST', url: '/api/premium/buy', headers: member.headers, payload: { paymentType: 'year' } });
    expect(res.statusCode).toBe(200);
    const checkout = res.json<CheckoutResponse>();
    expect(checkout.orderId).toMatch(/^ord_[A-Za-z0-9_-]{32}$/);
    expect(checkout.confirmationUrl).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/checkout\/sbx_/);
    const page = await app.inject({ method: 'GET', url: new URL(checkout.confirmationUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Bezahlen');
    expect(page.body).toMatch(/2\.990,00\s€|2\.990,00\sRUB|2\.990,00\s₽/);
    const order = await app.data.orders.byOrderId(checkout.orderId);
    expect(order).toMatchObject({ kind: 'premium', status: 'pending', amount: DEFAULT_PRICES.RUB.premium.year, currency: 'RUB', provider: 'sandbox', locale: 'de' });
  });

  it('Pay: the sandbox’s signed webhook makes the order succeeded, adds a month, saves the method and sends the receipt', async () => {
    const member = await createUser(app, { locale: 'pl' });
    const outbox = app.mailer.outbox.length;
    const checkout = await buyPremium(app, member.headers, null);
    const answered = await answerCheckout(app, checkout, 'pay');
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain(`<meta http-equiv="refresh" content="0;url=http://localhost:3000/pl/premium/result?orderId=${checkout.orderId}">`);
    expect(answered.body).toContain('Wróć na stronę');
    const res = await status(member.headers, checkout.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderId: checkout.orderId, kind: 'premium', status: 'succeeded', final: true });
    const until = (await premiumUntil(member.user.id))!;
    expect(res.json().premiumUntil).toBe(until.toISOString());
    expect(until.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(until.getTime() - Date.now()).toBeLessThan(32 * 86_400_000);
    const state = (await app.inject({ method: 'GET', url: '/api/premium/state', headers: member.headers })).json<PremiumState>();
    expect(state).toEqual({ active: true, premiumUntil: until.toISOString(), autoPay: true, canAutoPay: true });
    const mail = app.mailer.outbox.slice(outbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: member.user.email, subject: 'Otrzymaliśmy płatność za premium' });
    expect(mail[0]!.text).toContain(checkout.orderId);
    expect(mail[0]!.text).toMatch(/299,00\s?₽/);
    // The page says it was answered and sends nothing more.
    const again = await app.inject({ method: 'GET', url: new URL(checkout.confirmationUrl).pathname });
    expect(again.body).toContain('Na tę płatność już odpowiedziano.');
    await answerCheckout(app, checkout, 'pay');
    expect(await premiumUntil(member.user.id)).toEqual(until);
  });

  it('a second period adds to the end date; without auto-pay no method is kept', async () => {
    const member = await createUser(app);
    await buyPremium(app, member.headers, 'pay', { autoPay: false });
    const first = (await premiumUntil(member.user.id))!;
    await buyPremium(app, member.headers, 'pay', { paymentType: 'year', autoPay: false });
    const second = (await premiumUntil(member.user.id))!;
    const expected = new Date(first);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(second.getTime() - expected.getTime())).toBeLessThan(3 * 86_400_000);
    expect((await app.inject({ method: 'GET', url: '/api/premium/state', headers: member.headers })).json()).toMatchObject({ autoPay: false, canAutoPay: false });
  });

  it('Decline and Cancel leave premium as it was: failed and canceled, final, no receipt', async () => {
    const member = await createUser(app);
    const outbox = app.mailer.outbox.length;
    const declined = await buyPremium(app, member.headers, 'decline');
    const canceled = await buyPremium(app, member.headers, 'cancel');
    expect((await status(member.headers, declined.orderId)).json()).toMatchObject({ status: 'failed', final: true, premiumUntil: null });
    expect((await status(member.headers, canceled.orderId)).json()).toMatchObject({ status: 'canceled', final: true, premiumUntil: null });
    expect(await premiumUntil(member.user.id)).toBeNull();
    expect(app.mailer.outbox.length).toBe(outbox);
  });

  it('a webhook sent twice grants once', async () => {
    const member = await createUser(app);
    const checkout = await buyPremium(app, member.headers, null);
    await answerCheckout(app, checkout, 'pay', 'twice');
    const until = (await premiumUntil(member.user.id))!;
    expect(until.getTime() - Date.now()).toBeLessThan(32 * 86_400_000);
    expect((await status(member.headers, checkout.orderId)).json().status).toBe('succeeded');
  });

  it('a slow webhook: pending at first, succeeded once it arrives', async () => {
    const member = await createUser(app);
    const checkout = await buyPremium(app, member.headers, null);
    await answerCheckout(app, checkout, 'pay', 'slow');
    expect((await status(member.headers, checkout.orderId)).json()).toMatchObject({ status: 'pending', final: false });
    await expect.poll(async () => (await status(member.headers, checkout.orderId)).json().status, { timeout: 5000 }).toBe('succeeded');
  });

  it('a lost webhook: the poll re-reads an order pending for a minute from the provider', async () => {
    const member = await createUser(app);
    const checkout = await buyPremium(app, member.headers, null);
    await answerCheckout(app, checkout, 'pay', 'never');
    expect((await status(member.headers, checkout.orderId)).json().status).toBe('pending');
    clock.advance(61_000);
    try {
      expect((await status(member.headers, checkout.orderId)).json()).toMatchObject({ status: 'succeeded', final: true });
      expect(await premiumUntil(member.user.id)).not.toBeNull();
    } finally {
      clock.advance(-61_000);
    }
  });

  it('an unanswered checkout stays pending after a minute (the provider says pending)', async () => {
    const member = await createUser(app);
    const checkout = await buyPremium(app, member.headers, null);
    clock.advance(61_000);
    try {
      expect((await status(member.headers, checkout.orderId)).json().status).toBe('pending');
    } finally {
      clock.advance(-61_000);
    }
    expect(sandboxPaymentId(checkout)).toMatch(/^sbx_/);
  });
});

describe('POST /api/premium/status', () => {
  it('answers only the owner: another member’s order and a made-up one are 404, a visitor 401', async () => {
    const checkout = await buyPremium(app, cast.member.headers, 'pay');
    expect((await status(cast.other.headers, checkout.orderId)).statusCode).toBe(404);
    expect((await status(cast.moderator.headers, checkout.orderId)).statusCode).toBe(404);
    expect((await status(cast.member.headers, `ord_${'A'.repeat(32)}`)).statusCode).toBe(404);
    expect((await status(undefined, checkout.orderId)).statusCode).toBe(401);
    expect((await status(cast.banned.headers, checkout.orderId)).statusCode).toBe(403);
    const bad = await status(cast.member.headers, 'ord_1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.field).toBe('orderId');
  });

  it('a donation’s order id is not a premium order', async () => {
    const donated = await app.inject({ method: 'POST', url: '/api/donates/buy', headers: cast.member.headers, payload: { fullName: 'M', email: 'm@example.test', price: 100 } });
    expect((await status(cast.member.headers, donated.json().orderId)).statusCode).toBe(404);
  });
});

describe('auto-pay', () => {
  it('turns off (premium stays until its end date) and on again', async () => {
    const member = await createUser(app);
    await buyPremium(app, member.headers, 'pay');
    const until = (await premiumUntil(member.user.id))!.toISOString();
    const off = await app.inject({ method: 'GET', url: '/api/premium/disable-auto-pay', headers: member.headers });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ active: true, premiumUntil: until, autoPay: false, canAutoPay: true });
    const on = await app.inject({ method: 'GET', url: '/api/premium/enable-auto-pay', headers: member.headers });
    expect(on.json()).toEqual({ active: true, premiumUntil: until, autoPay: true, canAutoPay: true });
  });

  it('cannot turn on without a saved payment method (409); turning off is harmless', async () => {
    const member = await createUser(app);
    const on = await app.inject({ method: 'GET', url: '/api/premium/enable-auto-pay', headers: member.headers });
    expect(on.statusCode).toBe(409);
    expect(on.json().data.code).toBe('no-saved-method');
    const off = await app.inject({ method: 'GET', url: '/api/premium/disable-auto-pay', headers: member.headers });
    expect(off.json()).toEqual({ active: false, premiumUntil: null, autoPay: false, canAutoPay: false });
  });

  it('needs a member', async () => {
    for (const url of ['/api/premium/disable-auto-pay', '/api/premium/enable-auto-pay', '/api/premium/state']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: cast.banned.headers })).statusCode).toBe(403);
    }
  });
});
