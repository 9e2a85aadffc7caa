/**
 * Stripe's answers and events as its API (version 2026-10-28) sends them, recorded from test mode and trimmed of
 * nothing our adapter reads; ids, amounts and our metadata are the test's. The adapter is tested against these
 * shapes through the HTTP mocks (nock), never the network.
 */
const CREATED = 1_764_000_000;

interface SessionShape {
  id: string;
  orderId: string;
  mode: 'payment' | 'subscription';
  amount: number;
  status?: 'open' | 'complete' | 'expired';
  paymentStatus?: 'unpaid' | 'paid';
  subscription?: string | null;
  locale?: string;
}

export function checkoutSession(s: SessionShape) {
  const complete = s.status === 'complete';
  return {
    id: s.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: true },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: s.amount,
    amount_total: s.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: `http://localhost:3000/en/premium/result?orderId=${s.orderId}`,
    client_reference_id: s.orderId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: CREATED,
    currency: 'eur',
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: complete ? 'cus_TQk1mZ0aYpq7Xb' : null,
    customer_creation: s.mode === 'payment' ? 'if_required' : 'always',
    customer_details: complete
      ? { address: { city: null, country: 'DE', line1: null, line2: null, postal_code: null, state: null }, email: 'payer@example.com', name: 'Anna Payer', phone: null, tax_exempt: 'none', tax_ids: [] }
      : null,
    customer_email: 'payer@example.com',
    discounts: [],
    expires_at: CREATED + 86_400,
    invoice: s.mode === 'subscription' && complete ? 'in_1SThxJ2eZvKYlo2CfFq3p0aB' : null,
    invoice_creation: s.mode === 'payment' ? { enabled: false, invoice_data: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: null, metadata: {}, rendering_options: null } } : null,
    livemode: false,
    locale: s.locale ?? 'en',
    metadata: { orderId: s.orderId },
    mode: s.mode,
    origin_context: null,
    payment_intent: s.mode === 'payment' && complete ? 'pi_3SThxJ2eZvKYlo2C0kS7Qm1d' : null,
    payment_link: null,
    payment_method_collection: s.mode === 'subscription' ? 'always' : 'if_required',
    payment_method_configuration_details: { id: 'pmc_1SThwT2eZvKYlo2CJ3p3vL4F', parent: null },
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card', 'link'],
    payment_status: s.paymentStatus ?? 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: 'disabled', payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: s.status ?? 'open',
    submit_type: null,
    subscription: s.subscription ?? null,
    success_url: `http://localhost:3000/en/premium/result?orderId=${s.orderId}`,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: complete ? null : `https://checkout.stripe.com/c/pay/${s.id}#fidkdWxOYHwnPyd1blpxYHZxWjA0VU1`,
    wallet_options: null,
  };
}

export function event(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2, 14)}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: CREATED + 60,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function invoice(i: { id: string; subscription: string; orderId: string; amount: number; billingReason: 'subscription_create' | 'subscription_cycle' }) {
  return {
    id: i.id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'BC Pedigree',
    amount_due: i.amount,
    amount_overpaid: 0,
    amount_paid: i.amount,
    amount_remaining: 0,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: i.billingReason,
    collection_method: 'charge_automatically',
    created: CREATED + 2_592_000,
    currency: 'eur',
    customer: 'cus_TQk1mZ0aYpq7Xb',
    customer_email: 'payer@example.com',
    default_payment_method: null,
    description: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_1SThw02eZvKYlo2C/test_${i.id}`,
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1SThxJ2eZvKYlo2CvAq0H2Xo', object: 'line_item', amount: i.amount, currency: 'eur', description: '1 × Premium, a month (at €4.99 / month)',
          metadata: {}, period: { end: CREATED + 5_184_000, start: CREATED + 2_592_000 }, quantity: 1,
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: i.subscription, subscription_item: 'si_TQk1kqSNBMkGxz', proration: false } },
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/invoices/${i.id}/lines`,
    },
    livemode: false,
    metadata: {},
    number: 'A1B2C3D4-0002',
    parent: {
      quote_details: null,
      subscription_details: { metadata: { orderId: i.orderId }, subscription: i.subscription },
      type: 'subscription_details',
    },
    period_end: CREATED + 2_592_000,
    period_start: CREATED,
    status: 'paid',
    status_transitions: { finalized_at: CREATED + 2_592_000, marked_uncollectible_at: null, paid_at: CREATED + 2_592_010, voided_at: null },
    subtotal: i.amount,
    total: i.amount,
  };
}

export function subscription(s: { id: string; orderId: string; status?: string; cancelAtPeriodEnd?: boolean }) {
  return {
    id: s.id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: CREATED,
    billing_mode: { flexible: null, type: 'classic' },
    cancel_at: s.cancelAtPeriodEnd ? CREATED + 2_592_000 : null,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    canceled_at: s.cancelAtPeriodEnd || s.status === 'canceled' ? CREATED + 3_600 : null,
    cancellation_details: { comment: null, feedback: null, reason: s.cancelAtPeriodEnd || s.status === 'canceled' ? 'cancellation_requested' : null },
    collection_method: 'charge_automatically',
    created: CREATED,
    currency: 'eur',
    customer: 'cus_TQk1mZ0aYpq7Xb',
    default_payment_method: 'pm_1SThxH2eZvKYlo2CQ5GxZgNn',
    ended_at: s.status === 'canceled' ? CREATED + 2_592_000 : null,
    items: {
      object: 'list',
      data: [{ id: 'si_TQk1kqSNBMkGxz', object: 'subscription_item', current_period_end: CREATED + 2_592_000, current_period_start: CREATED, quantity: 1, subscription: s.id }],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
    latest_invoice: 'in_1SThxJ2eZvKYlo2CfFq3p0aB',
    livemode: false,
    metadata: { orderId: s.orderId },
    start_date: CREATED,
    status: s.status ?? 'active',
  };
}

/** Stripe's error body for an id it does not know. */
export const resourceMissing = (param: string, id: string) => ({
  error: { code: 'resource_missing', doc_url: 'https://stripe.com/docs/error-codes/resource-missing', message: `No such ${param}: '${id}'`, param: 'id', type: 'invalid_request_error' },
});

/** A refund (`POST /v1/refunds`) as Stripe answers it. */
export function refund(r: { id: string; paymentIntent: string; amount: number; orderId: string; status?: 'succeeded' | 'pending' | 'failed' }) {
  return {
    id: r.id, object: 'refund', amount: r.amount, balance_transaction: r.status === 'pending' ? null : 'txn_3SThxJ2eZvKYlo2C0Rf1bT2k',
    charge: 'ch_3SThxJ2eZvKYlo2C0bV8nR3q', created: CREATED + 3_600, currency: 'eur', destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata: { orderId: r.orderId }, payment_intent: r.paymentIntent, reason: null, receipt_number: null, source_transfer_reversal: null,
    status: r.status ?? 'succeeded', transfer_reversal: null,
  };
}

/** A charge refunded in full (the object of `charge.refunded`). */
export function refundedCharge(c: { paymentIntent: string; amount: number }) {
  return {
    id: 'ch_3SThxJ2eZvKYlo2C0bV8nR3q', object: 'charge', amount: c.amount, amount_captured: c.amount, amount_refunded: c.amount, captured: true,
    created: CREATED + 60, currency: 'eur', livemode: false, metadata: {}, paid: true, payment_intent: c.paymentIntent, refunded: true, status: 'succeeded',
  };
}

/** A list answer (`GET /v1/checkout/sessions?payment_intent=…`). */
export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
