import type { FastifyInstance } from 'fastify';
import type { CheckoutResponse } from '@bc/shared/contracts';
import { SIGNATURE_HEADER, sandboxSecret, signSandbox } from '../../../src/domains/payments/providers/sandbox';
import type { BuildOptions } from '../../helpers/build';
import { TEST_JWT_SECRET } from '../../helpers/build';

/** A clock the tests move (the status poll's re-read after a minute). */
export function testClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
}

/** The app's options for payment tests: the sandbox posts its webhooks through app.inject, its slow mode 50 ms late. */
export const paymentOptions = (clock = testClock()): BuildOptions => ({ payments: { webhookTransport: 'inject', slowWebhookMs: 50, now: clock.now }, now: clock.now });

const pathOf = (url: string) => new URL(url).pathname;

/** The payer's answer on the sandbox's checkout page (what its form posts). */
export async function answerCheckout(app: FastifyInstance, checkout: CheckoutResponse, answer: 'pay' | 'decline' | 'cancel', webhook?: string) {
  return app.inject({
    method: 'POST', url: pathOf(checkout.confirmationUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ answer, ...(webhook ? { webhook } : {}) }).toString(),
  });
}

export const sandboxPaymentId = (checkout: CheckoutResponse) => pathOf(checkout.confirmationUrl).split('/').pop()!;

/** A sandbox notification as the provider sends it, signed (or with the headers given). */
export function sandboxNotification(payment: { id: string; orderId: string; amount: number; currency: string; status: string }, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  return {
    id: eventId, event: `payment.${payment.status}`,
    object: {
      id: payment.id, status: payment.status, amount: { value: (payment.amount / 100).toFixed(2), currency: payment.currency },
      metadata: { orderId: payment.orderId }, payment_method: null,
    },
  };
}

export function postWebhook(app: FastifyInstance, notification: unknown, options: { provider?: string; signature?: string; body?: string } = {}) {
  const body = options.body ?? JSON.stringify(notification);
  return app.inject({
    method: 'POST', url: `/api/payments/webhook/${options.provider ?? 'sandbox'}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: options.signature ?? signSandbox(sandboxSecret(TEST_JWT_SECRET), body) },
    payload: body,
  });
}

/** Buys premium as `headers` and answers the checkout page; the order's id. */
export async function buyPremium(app: FastifyInstance, headers: Record<string, string>, answer: 'pay' | 'decline' | 'cancel' | null = 'pay', body: object = {}) {
  const bought = await app.inject({ method: 'POST', url: '/api/premium/buy', headers, payload: body });
  if (bought.statusCode !== 200) throw new Error(bought.body);
  const checkout = bought.json<CheckoutResponse>();
  if (answer) await answerCheckout(app, checkout, answer);
  return checkout;
}
