import type { Currency, Locale, OrderStatus, PaymentProviderName } from '@bc/shared/contracts';

/** A payment as its provider reports it (a webhook's object, or a re-read). */
export interface ProviderPayment {
  paymentId: string;
  status: Exclude<OrderStatus, 'refunded'> | 'refunded';
  /** Minor units. */
  amount: number;
  currency: string;
  /** Our order id, from the metadata we gave when creating it. */
  orderId: string | null;
  /** A payment method saved for renewals by this payment. */
  savedMethodId: string | null;
}

/**
 * A verified webhook: the event's id (for idempotency) and what it tells.
 * - `payment`: a payment's new status (every provider);
 * - `renewal`: a subscription the provider renews itself charged a new period (Stripe's `invoice.paid`): the service
 *   opens the period's order and applies it; `firstOrderId` is the order that started the subscription;
 * - `subscription`: a subscription's renewal switched on or off, or ended (Stripe), as the provider now has it;
 * - `ignored`: an event we do not act on (answered 200 so the provider stops sending it).
 */
export type ProviderEvent =
  | { eventId: string; kind: 'payment'; payment: ProviderPayment }
  | { eventId: string; kind: 'renewal'; renewal: { paymentId: string; firstOrderId: string; amount: number; currency: string; methodId: string } }
  | { eventId: string; kind: 'subscription'; subscription: { methodId: string; renews: boolean } }
  | { eventId: string; kind: 'ignored' };

/** A webhook request as received: the headers, the exact bytes, and the sender's address. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  ip: string;
}

export interface CreatePaymentInput {
  orderId: string;
  amount: number;
  currency: Currency;
  description: string;
  /** Where the payer's browser goes after the checkout page. */
  returnUrl: string;
  locale: Locale;
  /** The payer's email (the provider's receipt, a fiscal receipt). */
  email: string;
  /**
   * Save the payment method for renewals (the first premium payment with auto-pay). `renewEvery` is the period: a
   * provider that renews by itself (Stripe) starts a subscription of that period instead.
   */
  savePaymentMethod: boolean;
  renewEvery?: 'month' | 'year';
  /** Sent as the provider's idempotency key: a retried create makes one payment. */
  idempotenceKey: string;
}

export interface RefundInput {
  /** The provider's payment (`orders.provider_payment_id`). */
  paymentId: string;
  orderId: string;
  /** The whole payment, minor units: refunds are in full. */
  amount: number;
  currency: string;
  /** What was bought (the refund's description, a receipt of return) and the payer's email (that receipt's customer). */
  description: string;
  email: string;
  /** Sent as the provider's idempotency key: two moderators refunding at once make one refund. */
  idempotenceKey: string;
}

/** A refund as the provider answered it: done (`succeeded`), still under way (`pending`: its webhook tells), or refused. */
export interface ProviderRefund {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * One interface for every provider (sandbox, YooKassa, Stripe): the service creates payments, charges a saved
 * method, re-reads a payment and turns a webhook into a verified event. No card data passes through: the payer
 * types it on the provider's page.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; confirmationUrl: string }>;
  /**
   * Charges a saved payment method without the payer (renewals): the payment as the provider answers it (succeeded,
   * failed, or pending until its webhook). Not for a provider that renews by itself (`renewsItself`).
   */
  chargeSaved(input: Omit<CreatePaymentInput, 'returnUrl' | 'savePaymentMethod' | 'renewEvery'> & { paymentMethodId: string }): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Refunds a succeeded payment in full (a moderator's decision). Throws when the provider cannot be asked. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * Verifies a webhook (a signature on the exact bytes, or a re-read from the provider's API) and answers what it
   * tells; throws a 401 HttpError (400 for Stripe, as its documentation has it) when it cannot be trusted, 400 for a
   * malformed body.
   */
  verifyWebhook(request: WebhookRequest): Promise<ProviderEvent>;
  /** The provider renews subscriptions itself (Stripe): the renewal scheduler leaves its members alone. */
  renewsItself: boolean;
  /** Turns a self-renewing subscription's renewal on or off (Stripe: `cancel_at_period_end`). */
  setRenewal?(methodId: string, renews: boolean): Promise<void>;
}
