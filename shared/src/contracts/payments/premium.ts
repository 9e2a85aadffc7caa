import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, LocaleSchema, Nullable } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { paymentEndpoints } from './endpoints';
import { CheckoutResponse, OrderStatusBody, OrderView, PremiumPeriodSchema, PriceList } from './orders';

const tags = ['payments'];

export const pricesRoute = defineRoute({
  ...paymentEndpoints.prices,
  schema: {
    tags, summary: 'The price list: premium per month and year, a report, the mating payment, donation amounts',
    description: 'In the currency of the configured payment provider; amounts in minor units (kopecks, cents), donation amounts in whole units.',
    response: { 200: PriceList, ...errors(400) },
  },
});

/** A member's premium: until when, and whether it renews itself. */
export const PremiumState = Type.Object({
  active: Type.Boolean(),
  premiumUntil: Nullable(DateTime),
  /** Renewal with the saved payment method before the end date. */
  autoPay: Type.Boolean(),
  /** A payment method is saved (auto-pay can be turned on). */
  canAutoPay: Type.Boolean(),
});
export type PremiumState = Static<typeof PremiumState>;

export const premiumStateRoute = defineRoute({
  ...paymentEndpoints.premiumState,
  schema: { tags, summary: 'My premium: active, end date, auto-pay', response: { 200: PremiumState, ...errors(400, 401, 403) } },
});

export const PremiumBuyBody = Type.Object(
  {
    /** `month` by default. */
    paymentType: Type.Optional(PremiumPeriodSchema),
    /** Save the payment method and renew before the end date (default true). */
    autoPay: Type.Optional(Type.Boolean()),
    /** The language of the checkout page and the receipt (default: the member's). */
    locale: Type.Optional(LocaleSchema),
  },
  strict,
);
export type PremiumBuyBody = Static<typeof PremiumBuyBody>;

export const premiumBuyRoute = defineRoute({
  ...paymentEndpoints.premiumBuy,
  schema: {
    tags, summary: 'Buy a premium period: answers the order and the provider’s confirmation URL',
    description: 'Success (told by the provider’s webhook) extends `premium_until` by the period from the later of now and the current end date.',
    body: PremiumBuyBody, response: { 200: CheckoutResponse, ...errors(400, 401, 403, 502) },
  },
});

export const PremiumOrderView = Type.Intersect([OrderView, Type.Object({ premiumUntil: Nullable(DateTime) })]);
export type PremiumOrderView = Static<typeof PremiumOrderView>;

export const premiumStatusRoute = defineRoute({
  ...paymentEndpoints.premiumStatus,
  schema: {
    tags, summary: 'The status of one of my premium orders',
    description: 'A pending order older than a minute is re-read from the provider first (a lost webhook does not strand a payer). Another member’s order is a 404.',
    body: OrderStatusBody, response: { 200: PremiumOrderView, ...errors(400, 401, 403, 404) },
  },
});

export const disableAutoPayRoute = defineRoute({
  ...paymentEndpoints.disableAutoPay,
  schema: {
    tags, summary: 'Turn auto-pay off (premium stays until its end date)',
    response: { 200: PremiumState, ...errors(400, 401, 403) },
  },
});

export const enableAutoPayRoute = defineRoute({
  ...paymentEndpoints.enableAutoPay,
  schema: {
    tags, summary: 'Turn auto-pay on again (needs a payment method saved by an earlier premium payment)',
    response: { 200: PremiumState, ...errors(400, 401, 403, 409) },
  },
});
