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

/** A verified webhook: the event's id (for idempotency) and the payment it tells about. */
export interface ProviderEvent {
  eventId: string;
  payment: ProviderPayment;
}

export interface CreatePaymentInput {
  orderId: string;
  amount: number;
  currency: Currency;
  description: string;
  /** Where the payer's browser goes after the checkout page. */
  returnUrl: string;
  locale: Locale;
  /** Save the payment method for renewals (the first premium payment with auto-pay). */
  savePaymentMethod: boolean;
  /** Sent as the provider's idempotency key: a retried create makes one payment. */
  idempotenceKey: string;
}

/**
 * One interface for every provider (sandbox, YooKassa, Stripe): the service creates payments, charges a saved
 * method, re-reads a payment and turns a webhook into a verified event. No card data passes through: the payer
 * types it on the provider's page.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; confirmationUrl: string }>;
  /** Charges a saved payment method without the payer (renewals). */
  chargeSaved(input: Omit<CreatePaymentInput, 'returnUrl' | 'savePaymentMethod'> & { paymentMethodId: string }): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Checks the signature on the exact bytes; throws a 401 HttpError when it does not hold, 400 for a malformed body. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderEvent;
}
