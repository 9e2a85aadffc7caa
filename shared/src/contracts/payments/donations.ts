import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Email, errors, LocaleSchema, Nullable } from '../common';
import { PAYMENT_LIMITS } from '../limits';
import { defineRoute } from '../route';
import { strict, text } from '../schema';
import { paymentEndpoints } from './endpoints';
import { CheckoutResponse, CurrencySchema, MinorAmount, OrderStatusBody, OrderView } from './orders';

const tags = ['payments'];

export const DonateBody = Type.Object(
  {
    fullName: text(PAYMENT_LIMITS.donorName, 1),
    /** For the receipt only: never shown to anyone. */
    email: Email,
    /** Whole units of the price list's currency. */
    price: Type.Integer({ minimum: PAYMENT_LIMITS.donationMin, maximum: PAYMENT_LIMITS.donationMax }),
    /** List the donation as "anonymous". */
    notShow: Type.Optional(Type.Boolean()),
    locale: Type.Optional(LocaleSchema),
  },
  strict,
);
export type DonateBody = Static<typeof DonateBody>;

export const donateBuyRoute = defineRoute({
  ...paymentEndpoints.donateBuy,
  schema: {
    tags, summary: 'Donate: answers the order and the provider’s confirmation URL (visitors and members)',
    body: DonateBody, response: { 200: CheckoutResponse, ...errors(400, 403, 502) },
  },
});

export const donateStatusRoute = defineRoute({
  ...paymentEndpoints.donateStatus,
  schema: {
    tags, summary: 'The status of a donation (its order id is the key)',
    description: 'A donation made while signed in is answered to its member only (404 for anyone else).',
    body: OrderStatusBody, response: { 200: OrderView, ...errors(400, 403, 404) },
  },
});

export const MonthDonor = Type.Object({
  /** null: the donor asked not to be named ("anonymous"). */
  name: Nullable(Type.String()),
  amount: MinorAmount,
  at: DateTime,
});
export const MonthDonations = Type.Object({
  /** `YYYY-MM`, UTC. */
  month: Type.String(),
  currency: CurrencySchema,
  /** Every succeeded donation of the month in this currency, minor units. */
  total: MinorAmount,
  count: Type.Integer({ minimum: 0 }),
  /** Minor units, when a goal is configured. */
  goal: Nullable(MinorAmount),
  /** Newest first, at most PAYMENT_LIMITS.monthDonors. */
  donors: Type.Array(MonthDonor),
});
export type MonthDonations = Static<typeof MonthDonations>;

export const donateMonthRoute = defineRoute({
  ...paymentEndpoints.donateMonth,
  schema: { tags, summary: 'This month’s donors (a name or anonymous), total and goal', response: { 200: MonthDonations, ...errors(400) } },
});
