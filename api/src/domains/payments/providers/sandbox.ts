import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@bc/shared/contracts';
import { badRequest, HttpError, notFound } from '../../../lib/http-error';
import { parseJsonBody } from '../../../plugins/app/json-body';
import type { SandboxPaymentRow, sandboxRepository } from '../data/sandbox';
import type { PaymentProvider, ProviderEvent, ProviderPayment } from './provider';
import { checkoutPage, returnPage } from './sandbox-page';

/**
 * The embedded sandbox provider: a payment provider inside the API, so that a fresh clone takes (pretend) payments
 * offline. It behaves as the real ones do: payments live on its side (`sandbox_payments`), the payer answers on its
 * own hosted page, and it tells our webhook by an HTTP POST signed with HMAC-SHA256 over `t.body`
 * (`Sandbox-Signature: t=<unix seconds>,v1=<hex>`, the scheme Stripe uses), which the webhook route verifies like any
 * other provider's. It can be told (on its page) to deliver late, twice, or never, and it saves a payment method for
 * renewals when asked.
 */
export const SIGNATURE_HEADER = 'sandbox-signature';
/** A signature older (or newer) than this is refused: a captured webhook cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;
/** How late the `slow` mode delivers. */
export const SLOW_WEBHOOK_MS = 5_000;

export type WebhookMode = 'now' | 'slow' | 'twice' | 'never';
/** Sends one webhook request; the default POSTs it over HTTP to the API's own address. */
export type DeliverWebhook = (request: { url: string; headers: Record<string, string>; body: string }) => Promise<number>;

export interface SandboxOptions {
  data: ReturnType<typeof sandboxRepository>;
  secret: string;
  /** Where the payer opens the checkout page: the site's address (the shell proxies /api). */
  publicUrl: string;
  webhookUrl: string;
  deliver?: DeliverWebhook;
  log: FastifyBaseLogger;
  slowMs?: number;
}

const newId = (prefix: string, bytes: number) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

/** The sandbox's webhook secret, derived from the JWT secret: stable across restarts, different on every installation. */
export const sandboxSecret = (tokenSecret: string) => createHmac('sha256', tokenSecret).update('sandbox-webhook').digest('hex');

export const signSandbox = (secret: string, body: string, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;

/** The webhook's body: a YooKassa-like notification (`event`, `object`) with an event id. */
interface SandboxNotification {
  id: string;
  event: 'payment.succeeded' | 'payment.canceled' | 'payment.failed' | 'refund.succeeded';
  object: {
    id: string;
    status: ProviderPayment['status'];
    amount: { value: string; currency: string };
    metadata: Record<string, string>;
    payment_method: { id: string; saved: boolean } | null;
  };
}

const NOTIFICATION_EVENT = {
  succeeded: 'payment.succeeded', failed: 'payment.failed', canceled: 'payment.canceled', refunded: 'refund.succeeded',
} as const satisfies Record<Exclude<SandboxPaymentRow['status'], 'pending'>, SandboxNotification['event']>;

const money = (minor: number) => (minor / 100).toFixed(2);

function paymentOf(row: SandboxPaymentRow): ProviderPayment {
  return {
    paymentId: row.id, status: row.status, amount: row.amount, currency: row.currency, orderId: row.metadata.orderId ?? null,
    savedMethodId: row.saveMethod && row.status === 'succeeded' ? row.paymentMethodId : null,
  };
}

function notificationOf(row: SandboxPaymentRow): SandboxNotification {
  return {
    id: newId('evt', 18),
    event: NOTIFICATION_EVENT[row.status as Exclude<SandboxPaymentRow['status'], 'pending'>],
    object: {
      id: row.id, status: row.status, amount: { value: money(row.amount), currency: row.currency }, metadata: row.metadata,
      payment_method: row.paymentMethodId ? { id: row.paymentMethodId, saved: row.saveMethod } : null,
    },
  };
}

const httpDeliver: DeliverWebhook = async ({ url, headers, body }) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return response.status;
};

export function createSandbox(options: SandboxOptions) {
  const { data, secret, log } = options;
  const deliver = options.deliver ?? httpDeliver;
  const slowMs = options.slowMs ?? SLOW_WEBHOOK_MS;
  /** Deliveries waiting for their time (slow ones): closing the app drops them, as a provider's outage would. */
  const timers = new Set<NodeJS.Timeout>();

  async function send(notification: SandboxNotification): Promise<void> {
    const body = JSON.stringify(notification);
    // A real provider retries a refused or failed delivery; so does the sandbox, three times.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const status = await deliver({
          url: options.webhookUrl, body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandbox(secret, body) },
        });
        if (status >= 200 && status < 300) return;
        log.warn({ status, attempt, payment: notification.object.id }, 'sandbox webhook refused');
      } catch (error) {
        log.warn({ err: error, attempt, payment: notification.object.id }, 'sandbox webhook failed');
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }

  function later(work: () => Promise<void>, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((error: unknown) => log.error({ err: error }, 'sandbox delivery failed'));
    }, ms);
    timers.add(timer);
  }

  async function notify(row: SandboxPaymentRow, mode: WebhookMode): Promise<void> {
    const notification = notificationOf(row);
    if (mode === 'never') return;
    if (mode === 'slow') return later(() => send(notification), slowMs);
    await send(notification);
    if (mode === 'twice') await send(notification);
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async createPayment(input) {
      const row = await data.insert({
        id: newId('sbx', 18), amount: input.amount, currency: input.currency, description: input.description, returnUrl: input.returnUrl,
        locale: input.locale, metadata: { orderId: input.orderId }, saveMethod: input.savePaymentMethod, idempotenceKey: input.idempotenceKey,
      });
      return { paymentId: row.id, confirmationUrl: `${options.publicUrl}/api/payments/sandbox/checkout/${row.id}` };
    },

    async chargeSaved(input) {
      const known = await data.methodExists(input.paymentMethodId);
      const row = await data.insert({
        id: newId('sbx', 18), amount: input.amount, currency: input.currency, description: input.description, returnUrl: options.publicUrl,
        locale: input.locale, metadata: { orderId: input.orderId }, saveMethod: false, idempotenceKey: input.idempotenceKey,
      });
      const answered = (await data.answer(row.id, known ? 'succeeded' : 'failed', input.paymentMethodId)) ?? row;
      later(() => notify(answered, 'now'), 0);
      return paymentOf(answered);
    },

    async getPayment(paymentId) {
      const row = await data.get(paymentId);
      return row ? paymentOf(row) : null;
    },

    /**
     * Refunds a paid payment at once, confirmed in the answer (as YooKassa answers most refunds). No notification
     * follows: one would only repeat the answer (a provider's late `refund.succeeded` is tested with YooKassa's), and
     * a delivery after the answer would land in whatever the API does next.
     */
    async refund(input) {
      const row = await data.refund(input.paymentId, input.amount);
      if (!row) return { refundId: `rfd_${input.paymentId}`, status: 'failed' };
      return { refundId: `rfd_${row.id}`, status: 'succeeded' };
    },

    renewsItself: false,

    async verifyWebhook({ headers, rawBody }): Promise<ProviderEvent> {
      const header = headers[SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) throw new HttpError(401, `The ${SIGNATURE_HEADER} header is missing or malformed`, { field: SIGNATURE_HEADER });
      const at = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - at) > SIGNATURE_TOLERANCE_S) throw new HttpError(401, 'The webhook signature has expired', { field: SIGNATURE_HEADER });
      const expected = createHmac('sha256', secret).update(`${at}.${rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'))) throw new HttpError(401, 'The webhook signature does not match', { field: SIGNATURE_HEADER });
      const n = parseJsonBody(rawBody) as Partial<SandboxNotification>;
      const object = n?.object;
      if (typeof n?.id !== 'string' || !object || typeof object.id !== 'string' || !object.amount || !/^\d+\.\d{2}$/.test(String(object.amount.value))) {
        throw badRequest('The notification is not a sandbox payment notification', 'body');
      }
      if (!['succeeded', 'canceled', 'failed', 'pending', 'refunded'].includes(object.status)) throw badRequest('Unknown payment status', 'object.status');
      return {
        eventId: n.id,
        kind: 'payment',
        payment: {
          paymentId: object.id, status: object.status, amount: Math.round(Number(object.amount.value) * 100), currency: String(object.amount.currency),
          orderId: typeof object.metadata?.orderId === 'string' ? object.metadata.orderId : null,
          savedMethodId: object.payment_method?.saved ? object.payment_method.id : null,
        },
      };
    },
  };

  return {
    provider,

    /** The hosted checkout page (HTML) in the payer's language. */
    async page(paymentId: string): Promise<string> {
      const row = await data.get(paymentId);
      if (!row) throw notFound('No such sandbox payment', 'paymentId');
      return checkoutPage(row, row.locale as Locale);
    },

    /** The payer pressed Pay, Decline or Cancel: the payment moves, the webhook goes out; answers the page back to the site. */
    async answer(paymentId: string, answer: 'pay' | 'decline' | 'cancel', mode: WebhookMode = 'now'): Promise<string> {
      const row = await data.get(paymentId);
      if (!row) throw notFound('No such sandbox payment', 'paymentId');
      const status = answer === 'pay' ? 'succeeded' : answer === 'decline' ? 'failed' : 'canceled';
      const methodId = answer === 'pay' && row.saveMethod ? newId('pm', 18) : null;
      const answered = await data.answer(paymentId, status, methodId);
      // Answered before (a second click, the back button): nothing more is sent.
      if (answered) await notify(answered, mode);
      return returnPage(row.returnUrl, row.locale as Locale);
    },

    /** Drops the late deliveries still waiting (closing the app). */
    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Sandbox = ReturnType<typeof createSandbox>;
