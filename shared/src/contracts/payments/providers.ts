import { Type } from '@sinclair/typebox';
import { errors } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { paymentEndpoints } from './endpoints';
import { PaymentProviderSchema } from './orders';

const tags = ['payments'];

export const WebhookParams = Type.Object({ provider: PaymentProviderSchema }, strict);

export const webhookRoute = defineRoute({
  ...paymentEndpoints.webhook,
  schema: {
    tags, summary: 'A payment provider tells a payment’s new status (signed)',
    description:
      'The body is the provider’s own JSON; its signature is checked on the exact bytes received (sandbox: ' +
      '`Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, 401 when it does not hold; stripe: `Stripe-Signature`, ' +
      '400 when it does not hold). Idempotent: the same event twice grants once; ' +
      'amount and currency are checked against the order; an event older than the order’s state is ignored.',
    params: WebhookParams,
    body: Type.Object({}, { additionalProperties: true, description: 'The provider’s notification, as it sends it' }),
    response: { 200: Type.Object({ ok: Type.Literal(true), applied: Type.Boolean() }), ...errors(400, 401, 404) },
  },
});

/** A sandbox payment's id: `sbx_` and 24 characters of base64url. */
export const SandboxPaymentParams = Type.Object({ paymentId: Type.String({ pattern: '^sbx_[A-Za-z0-9_-]{24}$', minLength: 28, maxLength: 28 }) }, strict);

export const SANDBOX_ANSWERS = ['pay', 'decline', 'cancel'] as const;
export const SANDBOX_WEBHOOK_MODES = ['now', 'slow', 'twice', 'never'] as const;

export const sandboxCheckoutRoute = defineRoute({
  ...paymentEndpoints.sandboxCheckout,
  schema: {
    tags, summary: 'The sandbox provider’s hosted checkout page (HTML): Pay, Decline, Cancel',
    description: 'Only served when the sandbox provider is configured. In the payer’s language.',
    params: SandboxPaymentParams,
    response: { 200: Type.String({ description: 'text/html' }), ...errors(400, 404) },
  },
});

export const SandboxAnswerBody = Type.Object(
  {
    answer: Type.Union(SANDBOX_ANSWERS.map((a) => Type.Literal(a))),
    /** now (default), slow (5 s late), twice (the same event two times), never (lost: the status poll re-reads it). */
    webhook: Type.Optional(Type.Union(SANDBOX_WEBHOOK_MODES.map((m) => Type.Literal(m)))),
  },
  strict,
);

export const sandboxAnswerRoute = defineRoute({
  ...paymentEndpoints.sandboxAnswer,
  schema: {
    tags, summary: 'The payer’s answer on the sandbox checkout page: the sandbox calls our webhook, then sends the payer back',
    description: 'Answers a small HTML page that returns the payer to the site at once (and links there).',
    consumes: ['application/x-www-form-urlencoded'],
    params: SandboxPaymentParams, body: SandboxAnswerBody,
    response: { 200: Type.String({ description: 'text/html' }), ...errors(400, 404) },
  },
});
