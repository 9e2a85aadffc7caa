import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sandboxSecret, signSandbox } from '../../../../src/domains/payments/providers/sandbox';
import { TEST_JWT_SECRET, withApp } from '../../../helpers/build';
import { fingerprint } from '../../../helpers/rows';
import { createUser, type Cast } from '../../../helpers/users';
import { buyPremium, paymentOptions, postWebhook, sandboxNotification, sandboxPaymentId } from '../fixtures';

let app: FastifyInstance;
let cast: Cast;
withApp((built) => ({ app, cast } = built), paymentOptions());

/** A member with a pending premium order (month, 299 RUB) and its sandbox payment, unanswered. */
async function pendingOrder() {
  const member = await createUser(app);
  const checkout = await buyPremium(app, member.headers, null);
  const payment = { id: sandboxPaymentId(checkout), orderId: checkout.orderId, amount: 29_900, currency: 'RUB' };
  return { member, checkout, payment };
}
const premiumUntil = async (id: number) => (await app.data.users.byId(id))!.premiumUntil;
const orderStatus = async (orderId: string) => (await app.data.orders.byOrderId(orderId))!.status;

describe('POST /api/payments/webhook/sandbox: verification', () => {
  it('refuses a missing, malformed, wrong or expired signature with 401 and changes nothing', async () => {
    const { payment, checkout } = await pendingOrder();
    const body = JSON.stringify(sandboxNotification({ ...payment, status: 'succeeded' }));
    const before = await fingerprint(app);
    for (const signature of ['', 't=1,v1=zz', signSandbox('another-secret', body), signSandbox('x', body, 1)]) {
      const res = await postWebhook(app, null, { body, signature });
      expect(res.statusCode).toBe(401);
      expect(res.json().data.field).toBe('sandbox-signature');
    }
    expect(await fingerprint(app)).toEqual(before);
    expect(await orderStatus(checkout.orderId)).toBe('pending');
  });

  it('refuses a tampered body (signed for other bytes)', async () => {
    const { payment } = await pendingOrder();
    const signed = JSON.stringify(sandboxNotification({ ...payment, status: 'canceled' }));
    const tampered = signed.replace('canceled', 'succeeded');
    const res = await postWebhook(app, null, { body: tampered, signature: signSandbox(sandboxSecret(TEST_JWT_SECRET), signed) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('The webhook signature does not match');
    expect(await orderStatus(payment.orderId)).toBe('pending');
  });

  it('checks amount and currency against the order (400 naming the field), and that the payment is the order’s', async () => {
    const { payment, checkout, member } = await pendingOrder();
    const cheap = await postWebhook(app, sandboxNotification({ ...payment, amount: 100, status: 'succeeded' }));
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().data.field).toBe('amount');
    const euros = await postWebhook(app, sandboxNotification({ ...payment, currency: 'EUR', status: 'succeeded' }));
    expect(euros.json().data.field).toBe('currency');
    const other = await postWebhook(app, sandboxNotification({ ...payment, id: 'sbx_AAAAAAAAAAAAAAAAAAAAAAAA', status: 'succeeded' }));
    expect(other.statusCode).toBe(400);
    expect(await orderStatus(checkout.orderId)).toBe('pending');
    expect(await premiumUntil(member.user.id)).toBeNull();
  });

  it('an unknown order is 404; a provider that is not configured is 404; an unknown one 400; a body that is not JSON 400', async () => {
    const { payment } = await pendingOrder();
    const unknown = await postWebhook(app, sandboxNotification({ ...payment, orderId: `ord_${'B'.repeat(32)}`, status: 'succeeded' }));
    expect(unknown.statusCode).toBe(404);
    expect((await postWebhook(app, sandboxNotification({ ...payment, status: 'succeeded' }), { provider: 'stripe' })).statusCode).toBe(404);
    const made = await postWebhook(app, {}, { provider: 'paypal' });
    expect(made.statusCode).toBe(400);
    expect(made.json().data.field).toBe('provider');
    expect((await postWebhook(app, null, { body: '{"id":' })).statusCode).toBe(400);
    expect((await postWebhook(app, null, { body: '{"id":"evt_1"}' })).statusCode).toBe(400);
  });
});

describe('POST /api/payments/webhook/sandbox: exactly once', () => {
  it('the same event replayed is answered and applied once', async () => {
    const { payment, checkout, member } = await pendingOrder();
    const event = sandboxNotification({ ...payment, status: 'succeeded' });
    const first = await postWebhook(app, event);
    expect(first.json()).toEqual({ ok: true, applied: true });
    const until = await premiumUntil(member.user.id);
    for (let i = 0; i < 3; i++) expect((await postWebhook(app, event)).json()).toEqual({ ok: true, applied: false });
    expect(await premiumUntil(member.user.id)).toEqual(until);
    expect(await orderStatus(checkout.orderId)).toBe('succeeded');
  });

  it('two different success events of one payment grant once', async () => {
    const { payment, member } = await pendingOrder();
    await postWebhook(app, sandboxNotification({ ...payment, status: 'succeeded' }));
    const until = await premiumUntil(member.user.id);
    expect((await postWebhook(app, sandboxNotification({ ...payment, status: 'succeeded' }))).json().applied).toBe(false);
    expect(await premiumUntil(member.user.id)).toEqual(until);
  });

  it('out of order: a cancellation after the success is ignored; a success after a cancellation grants nothing', async () => {
    const a = await pendingOrder();
    await postWebhook(app, sandboxNotification({ ...a.payment, status: 'succeeded' }));
    expect((await postWebhook(app, sandboxNotification({ ...a.payment, status: 'canceled' }))).json().applied).toBe(false);
    expect(await orderStatus(a.checkout.orderId)).toBe('succeeded');
    const b = await pendingOrder();
    await postWebhook(app, sandboxNotification({ ...b.payment, status: 'canceled' }));
    expect((await postWebhook(app, sandboxNotification({ ...b.payment, status: 'succeeded' }))).json().applied).toBe(false);
    expect(await orderStatus(b.checkout.orderId)).toBe('canceled');
    expect(await premiumUntil(b.member.user.id)).toBeNull();
  });

  it('a refund after the success is recorded without a second grant, and takes the period back (once)', async () => {
    const { payment, checkout, member } = await pendingOrder();
    await postWebhook(app, sandboxNotification({ ...payment, status: 'succeeded' }));
    expect((await premiumUntil(member.user.id))!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await postWebhook(app, sandboxNotification({ ...payment, status: 'refunded' }))).json().applied).toBe(true);
    expect(await orderStatus(checkout.orderId)).toBe('refunded');
    const after = (await premiumUntil(member.user.id))!;
    expect(after.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await postWebhook(app, sandboxNotification({ ...payment, status: 'refunded' }))).json().applied).toBe(false);
    expect(await premiumUntil(member.user.id)).toEqual(after);
  });

  it('webhooks for one order at the same moment grant once (one receipt)', async () => {
    for (let round = 0; round < 3; round++) {
      const { payment, member } = await pendingOrder();
      const outbox = app.mailer.outbox.length;
      const answers = await Promise.all(Array.from({ length: 6 }, () => postWebhook(app, sandboxNotification({ ...payment, status: 'succeeded' }))));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
      const until = (await premiumUntil(member.user.id))!;
      expect(until.getTime() - Date.now()).toBeLessThan(32 * 86_400_000);
      expect(app.mailer.outbox.slice(outbox).filter((m) => m.to === member.user.email)).toHaveLength(1);
    }
  });

  it('the same event at the same moment is applied once', async () => {
    const { payment, member } = await pendingOrder();
    const event = sandboxNotification({ ...payment, status: 'succeeded' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => postWebhook(app, event)));
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect((await premiumUntil(member.user.id))!.getTime() - Date.now()).toBeLessThan(32 * 86_400_000);
    expect(cast.member.user.id).toBeGreaterThan(0);
  });
});
