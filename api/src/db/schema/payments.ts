import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, OrderKind, OrderStatus, PaymentProviderName } from '@bc/shared/contracts';
import { createdAt, idColumn, tstz, updatedAt } from './columns';
import { users } from './users';

/** What a succeeded order gives (kept on the order, so a later change of the price list changes no paid order). */
export type OrderGrant =
  | { premium: { period: 'month' | 'year'; autoPay: boolean } }
  | { donation: { name: string; notShow: boolean } }
  /** A report on a pet in a language (src/domains/reports renders it once granted). */
  | { report: { petId: number; locale: string } }
  /** Publishing one mating announcement (for members without premium). */
  | { mating: { matingId: number } };

/**
 * Every payment: premium, a report, a donation, the mating payment. `order_id` is what callers know (unguessable);
 * `status` moves as src/domains/payments/order-states.ts allows; `granted_at` is set once, in the same statement that
 * makes the order succeeded, so a grant happens exactly once however many webhooks arrive.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderId: text('order_id').notNull(),
    /** null: a visitor's donation. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    /** Minor units (kopecks, cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Where the payer confirms the payment at the provider: a pending order can be paid from the member's list. */
    confirmationUrl: text('confirmation_url'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    grants: jsonb('grants').$type<OrderGrant>().notNull(),
    /** Where the receipt goes, and in which language. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    grantedAt: tstz('granted_at'),
    /** When the provider was last asked about a pending order (the status poll re-reads at most every few seconds). */
    checkedAt: tstz('checked_at'),
    /** A donation whose name a moderator hid from the public list (null: shown as the donor asked). */
    nameHiddenAt: tstz('name_hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_id_key').on(t.orderId),
    uniqueIndex('orders_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_kind_status_idx').on(t.kind, t.status, t.createdAt),
    check('orders_status_check', sql`${t.status} in ('pending', 'succeeded', 'canceled', 'failed', 'refunded')`),
    check('orders_kind_check', sql`${t.kind} in ('premium', 'report', 'donation', 'mating')`),
    check('orders_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Provider events already applied (provider, event id): the same event delivered twice is answered and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: text('order_id').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A member's renewal: the saved payment method (a provider's token, never card data) and whether auto-pay is on. */
export const premiumAutoPay = pgTable('premium_auto_pay', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  /** The period a renewal buys (the period of the payment that saved the method). */
  period: text('period').$type<'month' | 'year'>().notNull().default('month'),
  updatedAt: updatedAt(),
});

/**
 * The renewal scheduler's record of one member's period (src/domains/payments/renewals.ts): keyed by the member and
 * the premium end it renews, so the reminder is sent once and each attempt is claimed by one API instance (a
 * conditional update), however many tick at once. `status`: `open` (attempts may follow), `charged`, `lapsed`.
 */
export const premiumRenewals = pgTable(
  'premium_renewals',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    periodEnd: tstz('period_end').notNull(),
    remindedAt: tstz('reminded_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    /** The order of the latest attempt. */
    orderId: text('order_id'),
    status: text('status').$type<'open' | 'charged' | 'lapsed'>().notNull().default('open'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodEnd] }), check('premium_renewals_status_check', sql`${t.status} in ('open', 'charged', 'lapsed')`)],
);

/**
 * The embedded sandbox provider's own payments (what a real provider keeps on its side): the checkout page reads
 * them, the payer's answer moves them, and `GET payment` (the status poll's re-read) answers from them.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'canceled' | 'failed' | 'refunded'>().notNull().default('pending'),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    locale: text('locale').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** Asked to save the payment method (the first premium payment). */
    saveMethod: boolean('save_method').notNull().default(false),
    /** The saved method this payment created, or the one it charged. */
    paymentMethodId: text('payment_method_id'),
    idempotenceKey: text('idempotence_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sandbox_payments_idempotence_key').on(t.idempotenceKey)],
);
