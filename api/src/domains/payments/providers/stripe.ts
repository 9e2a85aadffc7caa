import Stripe from 'stripe';
import type { Locale } from '@bc/shared/contracts';
import type { StripeConfig } from '../../../config/payments';
import { badRequest, HttpError } from '../../../lib/http-error';
import { parseJsonBody } from '../../../plugins/app/json-body';
import type { PaymentProvider, ProviderEvent, ProviderPayment } from './provider';

/**
 * Stripe (EUR), with the official `stripe` package: Checkout in payment mode (premium without auto-pay, donations,
 * reports) and in subscription mode (premium with auto-pay: Stripe renews it and tells `invoice.paid`). Our order id
 * travels as metadata on the session, its payment and its subscription. Webhooks are verified with their signature
 * (`stripe.webhooks.constructEvent` on the exact bytes); subscription events are answered from a re-read of the
 * subscription, so that late or repeated ones set the state Stripe has now.
 */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Checkout's names of our languages. */
const CHECKOUT_LOCALE: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  ru: 'ru', en: 'en', de: 'de', pl: 'pl', cn: 'zh', cz: 'cs', lv: 'lv',
};

/** The subscription statuses in which Stripe will charge the next period. */
const RENEWING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function sessionPayment(session: Stripe.Checkout.Session, failed = false): ProviderPayment {
  const paid = session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
  return {
    paymentId: session.id,
    status: paid ? 'succeeded' : session.status === 'expired' ? 'canceled' : failed ? 'failed' : 'pending',
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    savedMethodId: session.mode === 'subscription' && paid ? idOf(session.subscription) : null,
  };
}

export function createStripeProvider({ config }: { config: StripeConfig }): PaymentProvider {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 15_000 });

  async function subscriptionEvent(eventId: string, subscriptionId: string): Promise<ProviderEvent> {
    try {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const renews = RENEWING.has(subscription.status) && !subscription.cancel_at_period_end && subscription.cancel_at === null;
      return { eventId, kind: 'subscription', subscription: { methodId: subscription.id, renews } };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
        return { eventId, kind: 'subscription', subscription: { methodId: subscriptionId, renews: false } };
      }
      throw error;
    }
  }

  /** The payment intent behind a session (payment mode) or behind its first invoice (subscription mode), or a renewal's invoice. */
  async function paymentIntentOf(paymentId: string): Promise<string | null> {
    let invoiceId = paymentId.startsWith('in_') ? paymentId : null;
    if (paymentId.startsWith('cs_')) {
      const session = await stripe.checkout.sessions.retrieve(paymentId);
      const intent = idOf(session.payment_intent);
      if (intent) return intent;
      invoiceId = idOf(session.invoice);
    }
    if (!invoiceId) return null;
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    const paid = invoice.payments?.data.find((p) => p.payment.type === 'payment_intent' && p.status === 'paid');
    return idOf(paid?.payment.payment_intent);
  }

  /** A refund Stripe made (ours or from its dashboard), as the session's payment now refunded; ignored unless in full. */
  async function chargeRefunded(eventId: string, charge: Stripe.Charge): Promise<ProviderEvent> {
    const intent = idOf(charge.payment_intent);
    if (!charge.refunded || !intent) return { eventId, kind: 'ignored' };
    const [session] = (await stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 })).data;
    if (!session) return { eventId, kind: 'ignored' };
    return { eventId, kind: 'payment', payment: { ...sessionPayment(session), status: 'refunded' } };
  }

  return {
    name: 'stripe',
    renewsItself: true,

    async createPayment(input) {
      const subscription = input.savePaymentMethod && input.renewEvery !== undefined;
      const metadata = { orderId: input.orderId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description },
                ...(subscription ? { recurring: { interval: input.renewEvery! } } : {}),
              },
            },
          ],
          client_reference_id: input.orderId,
          customer_email: input.email,
          locale: CHECKOUT_LOCALE[input.locale],
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          metadata,
          ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        },
        { idempotencyKey: input.idempotenceKey },
      );
      if (!session.url) throw new Error(`Stripe answered the session ${session.id} without a URL`);
      return { paymentId: session.id, confirmationUrl: session.url };
    },

    chargeSaved() {
      return Promise.reject(new Error('Stripe renews its subscriptions itself; the renewal scheduler does not charge them'));
    },

    async getPayment(paymentId) {
      if (!paymentId.startsWith('cs_')) return null;
      try {
        return sessionPayment(await stripe.checkout.sessions.retrieve(paymentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async refund(input) {
      const intent = await paymentIntentOf(input.paymentId);
      if (!intent) return { refundId: '', status: 'failed' };
      const refund = await stripe.refunds.create({ payment_intent: intent, metadata: { orderId: input.orderId } }, { idempotencyKey: input.idempotenceKey });
      const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' || refund.status === 'requires_action' ? 'pending' : 'failed';
      return { refundId: refund.id, status };
    },

    async verifyWebhook({ headers, rawBody }) {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || signature === '') throw badRequest(`The ${STRIPE_SIGNATURE_HEADER} header is missing`, STRIPE_SIGNATURE_HEADER);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new HttpError(400, 'The webhook signature does not match', { field: STRIPE_SIGNATURE_HEADER });
        }
        // A signed body that is not an event (constructEvent parses it after the signature holds).
        parseJsonBody(rawBody);
        throw badRequest('The notification is not a Stripe event', 'body');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired':
          return { eventId: event.id, kind: 'payment', payment: sessionPayment(event.data.object) };
        case 'checkout.session.async_payment_failed':
          return { eventId: event.id, kind: 'payment', payment: sessionPayment(event.data.object, true) };
        case 'invoice.paid': {
          const invoice = event.data.object;
          const details = invoice.parent?.subscription_details;
          // The first period is the Checkout session's (checkout.session.completed); later ones are renewals.
          if (invoice.billing_reason !== 'subscription_cycle' || !details?.metadata?.orderId) return { eventId: event.id, kind: 'ignored' };
          return {
            eventId: event.id, kind: 'renewal',
            renewal: {
              paymentId: invoice.id!, firstOrderId: details.metadata.orderId, amount: invoice.amount_paid, currency: invoice.currency.toUpperCase(),
              methodId: idOf(details.subscription)!,
            },
          };
        }
        case 'charge.refunded':
          return chargeRefunded(event.id, event.data.object);
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return subscriptionEvent(event.id, event.data.object.id);
        default:
          return { eventId: event.id, kind: 'ignored' };
      }
    },

    async setRenewal(subscriptionId, renews) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !renews });
    },
  };
}
