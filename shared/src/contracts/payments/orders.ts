import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable } from '../common';
import { strict } from '../schema';

/** An order's states: `pending` until the provider answers, then final (a succeeded order may later be refunded). */
export const ORDER_STATUSES = ['pending', 'succeeded', 'canceled', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

export const ORDER_KINDS = ['premium', 'report', 'donation', 'mating'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const CURRENCIES = ['RUB', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CurrencySchema = Type.Union(CURRENCIES.map((c) => Type.Literal(c)));

export const PAYMENT_PROVIDERS = ['sandbox', 'yookassa', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PaymentProviderSchema = Type.Union(PAYMENT_PROVIDERS.map((p) => Type.Literal(p)));

export const PREMIUM_PERIODS = ['month', 'year'] as const;
export type PremiumPeriod = (typeof PREMIUM_PERIODS)[number];
export const PremiumPeriodSchema = Type.Union(PREMIUM_PERIODS.map((p) => Type.Literal(p)));

/** `ord_` and 32 characters of base64url (24 random bytes): not guessable, not counted. */
export const ORDER_ID_PATTERN = '^ord_[A-Za-z0-9_-]{32}$';
export const OrderId = Type.String({ pattern: ORDER_ID_PATTERN, minLength: 36, maxLength: 36, description: 'An order id (`ord_…`)' });

/** An amount in minor units of its currency (kopecks, cents). */
export const MinorAmount = Type.Integer({ minimum: 0, maximum: 100_000_000 });

export const OrderStatusBody = Type.Object({ orderId: OrderId }, strict);
export type OrderStatusBody = Static<typeof OrderStatusBody>;

/** The answer of a buy: the order and where the payer confirms it (the provider's page). */
export const CheckoutResponse = Type.Object({ orderId: OrderId, confirmationUrl: Type.String() });
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/** An order as its payer sees it. */
export const OrderView = Type.Object({
  orderId: OrderId,
  kind: Type.Union(ORDER_KINDS.map((k) => Type.Literal(k))),
  status: OrderStatusSchema,
  /** Final: the status will not change any more (until a refund). */
  final: Type.Boolean(),
  amount: MinorAmount,
  currency: CurrencySchema,
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type OrderView = Static<typeof OrderView>;

/** The price list in the currency of the configured provider (minor units). */
export const PriceList = Type.Object({
  currency: CurrencySchema,
  provider: PaymentProviderSchema,
  premium: Type.Object({ month: MinorAmount, year: MinorAmount }),
  report: MinorAmount,
  mating: MinorAmount,
  donation: Type.Object({
    /** Amounts the form offers, in whole units. */
    presets: Type.Array(Type.Integer({ minimum: 1 })),
    min: Type.Integer({ minimum: 1 }),
    max: Type.Integer({ minimum: 1 }),
    /** This month's goal in whole units, when one is set. */
    monthlyGoal: Nullable(Type.Integer({ minimum: 1 })),
  }),
});
export type PriceList = Static<typeof PriceList>;
