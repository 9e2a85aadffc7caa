import { BlockList, isIP } from 'node:net';
import type { YooKassaConfig } from '../../../config/payments';
import { badRequest, HttpError, notFound } from '../../../lib/http-error';
import { parseJsonBody } from '../../../plugins/app/json-body';
import type { PaymentProvider, ProviderEvent, ProviderPayment } from './provider';
import { type YooAmount, yooKassaClient, type YooPayment } from './yookassa-client';

/**
 * YooKassa (RUB) over its REST API v3 (`yookassa-client.ts`). Payments are created with `capture: true` and a
 * redirect confirmation; the first premium payment with auto-pay asks `save_payment_method`, and renewals charge
 * the saved `payment_method_id` without the payer. YooKassa does not sign its notifications: a notification is only a
 * hint, the payment is re-read from the API (`GET /v3/payments/{id}`) and what the API says is applied, so a forged
 * body grants nothing; when YOOKASSA_WEBHOOK_IPS is set the sender's address must also be in it.
 */
const money = (minor: number, currency: string): YooAmount => ({ value: (minor / 100).toFixed(2), currency });
const minorOf = (amount: YooAmount) => Math.round(Number(amount.value) * 100);

/** YooKassa's payment as ours: a payment refunded in full reads `refunded` (YooKassa keeps it `succeeded`). */
export function yooPayment(p: YooPayment): ProviderPayment {
  const refunded = p.status === 'succeeded' && p.refunded_amount !== undefined && minorOf(p.refunded_amount) >= minorOf(p.amount);
  return {
    paymentId: p.id,
    status: refunded ? 'refunded' : p.status === 'succeeded' ? 'succeeded' : p.status === 'canceled' ? 'canceled' : 'pending',
    amount: minorOf(p.amount),
    currency: p.amount.currency,
    orderId: p.metadata?.orderId ?? null,
    savedMethodId: p.status === 'succeeded' && p.payment_method?.saved ? p.payment_method.id : null,
  };
}

const NOTIFICATION_EVENTS = new Set(['payment.succeeded', 'payment.canceled', 'payment.waiting_for_capture', 'refund.succeeded']);

export function createYooKassaProvider({ config }: { config: YooKassaConfig }): PaymentProvider {
  const api = yooKassaClient(config);
  const senders = new BlockList();
  for (const entry of config.webhookIps) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) senders.addAddress(address, family);
    else senders.addSubnet(address, Number(bits), family);
  }
  const fromSender = (ip: string) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1] ?? ip;
    return senders.check(mapped, isIP(mapped) === 6 ? 'ipv6' : 'ipv4');
  };

  function receipt(email: string, description: string, amount: YooAmount) {
    if (!config.receipt) return {};
    return {
      receipt: {
        customer: { email },
        items: [{ description: description.slice(0, 128), quantity: '1.00', amount, vat_code: config.receipt.vatCode, payment_mode: 'full_payment' as const, payment_subject: 'service' as const }],
      },
    };
  }

  return {
    name: 'yookassa',
    renewsItself: false,

    async createPayment(input) {
      const amount = money(input.amount, input.currency);
      const payment = await api.createPayment(
        {
          amount, description: input.description.slice(0, 128), capture: true, metadata: { orderId: input.orderId },
          confirmation: { type: 'redirect', return_url: input.returnUrl, locale: input.locale === 'ru' ? 'ru_RU' : 'en_US' },
          ...(input.savePaymentMethod ? { save_payment_method: true } : {}),
          ...receipt(input.email, input.description, amount),
        },
        input.idempotenceKey,
      );
      const url = payment.confirmation?.confirmation_url;
      if (!url) throw new Error(`YooKassa answered the payment ${payment.id} without a confirmation URL`);
      return { paymentId: payment.id, confirmationUrl: url };
    },

    async chargeSaved(input) {
      const amount = money(input.amount, input.currency);
      const payment = await api.createPayment(
        {
          amount, description: input.description.slice(0, 128), capture: true, metadata: { orderId: input.orderId },
          payment_method_id: input.paymentMethodId, ...receipt(input.email, input.description, amount),
        },
        input.idempotenceKey,
      );
      return yooPayment(payment);
    },

    async refund(input) {
      const amount = money(input.amount, input.currency);
      // With fiscal receipts on, a refund carries its own (a receipt of return), as the payment did.
      const refund = await api.createRefund({ payment_id: input.paymentId, amount, description: input.description.slice(0, 250), ...receipt(input.email, input.description, amount) }, input.idempotenceKey);
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed' };
    },

    async getPayment(paymentId) {
      const payment = await api.getPayment(paymentId);
      return payment ? yooPayment(payment) : null;
    },

    async verifyWebhook({ rawBody, ip }): Promise<ProviderEvent> {
      if (config.webhookIps.length > 0 && !fromSender(ip)) throw new HttpError(401, 'The notification does not come from YooKassa’s addresses', { field: 'ip' });
      const n = parseJsonBody(rawBody) as { type?: unknown; event?: unknown; object?: { id?: unknown; payment_id?: unknown } } | null;
      if (n?.type !== 'notification' || typeof n.event !== 'string' || typeof n.object?.id !== 'string') {
        throw badRequest('The notification is not a YooKassa notification', 'body');
      }
      if (!NOTIFICATION_EVENTS.has(n.event)) return { eventId: `${n.event}:${n.object.id}`, kind: 'ignored' };
      const paymentId = n.event === 'refund.succeeded' ? n.object.payment_id : n.object.id;
      if (typeof paymentId !== 'string' || !/^[\w-]{1,64}$/.test(paymentId)) throw badRequest('The notification names no payment', 'object.id');
      // The notification is unsigned: only the payment as the API tells it is trusted.
      const payment = await api.getPayment(paymentId);
      if (!payment) throw notFound('YooKassa knows no such payment', 'object.id');
      const trusted = yooPayment(payment);
      // One event per state the API confirms: a notification repeated, or forged for the same payment, finds it recorded.
      return { eventId: `${trusted.status}:${payment.id}`, kind: 'payment', payment: trusted };
    },
  };
}
