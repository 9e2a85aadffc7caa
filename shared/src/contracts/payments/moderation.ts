import { Type, type Static } from '@sinclair/typebox';
import { DateTime, errors, Id, IdParams, Nullable, Page, PageQuery } from '../common';
import { Note } from '../moderation/decisions';
import { strict } from '../schema';
import { defineRoute } from '../route';
import { paymentEndpoints } from './endpoints';
import { CurrencySchema, MinorAmount, OrderId, OrderStatusSchema, OrderView, PaymentProviderSchema } from './orders';

const tags = ['payments'];

/* ─────────────── donations as moderators see them (issue 13's /moder/donations) ─────────────── */

export const ModeratorDonationsQuery = Type.Composite(
  [
    PageQuery,
    Type.Object({
      /** `1`: every donation whatever its status (pending, failed, refunded…); left out: the succeeded ones only. */
      all: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)])),
    }),
  ],
  { additionalProperties: false },
);
export type ModeratorDonationsQuery = Static<typeof ModeratorDonationsQuery>;

export const ModeratorDonation = Type.Object({
  /** The order's number: the id of the moderator routes (`…/donations/{id}/hide-name`). */
  id: Id,
  /** For the refund (`POST /api/payments/orders/{orderId}/refund`). */
  orderId: OrderId,
  status: OrderStatusSchema,
  amount: MinorAmount,
  currency: CurrencySchema,
  /** The provider it was paid through (a refund goes through it). */
  provider: PaymentProviderSchema,
  /** The name the donor gave (never their email). */
  name: Type.String(),
  /** The member who gave it, when signed in. */
  member: Nullable(Type.Object({ id: Id, nickname: Nullable(Type.String()) })),
  /** The donor asked to be listed as anonymous. */
  notShow: Type.Boolean(),
  /** A moderator hid the name from the public list. */
  nameHidden: Type.Boolean(),
  /** What the public month's list shows: the name, or null (anonymous, or hidden by a moderator). */
  shownAs: Nullable(Type.String()),
  createdAt: DateTime,
  /** When it succeeded (null: not paid). */
  paidAt: Nullable(DateTime),
});
export type ModeratorDonation = Static<typeof ModeratorDonation>;
export const ModeratorDonations = Page(ModeratorDonation);
export type ModeratorDonations = Static<typeof ModeratorDonations>;

export const moderatorDonationsRoute = defineRoute({
  ...paymentEndpoints.moderatorDonations,
  schema: {
    tags, summary: 'Donations for moderators, newest first: status, amount, donor’s name and whether it is hidden (`all=1`: every status)',
    querystring: ModeratorDonationsQuery, response: { 200: ModeratorDonations, ...errors(400, 401, 403) },
  },
});

export const HideDonorNameBody = Type.Object(
  {
    /** true (the default): hide the donor's name from the public list; false: show it again (the undo). */
    hidden: Type.Optional(Type.Boolean()),
    note: Type.Optional(Note),
  },
  strict,
);
export type HideDonorNameBody = Static<typeof HideDonorNameBody>;

export const donationHideNameRoute = defineRoute({
  ...paymentEndpoints.donationHideName,
  schema: {
    tags, summary: 'Hide a donor’s name from the public donations list (or show it again with `hidden: false`); written to the audit log',
    description: '409 when the name is already as asked. The donor’s own "don’t show my name" is theirs: showing the name again never overrides it.',
    params: IdParams, body: HideDonorNameBody, response: { 200: ModeratorDonation, ...errors(400, 401, 403, 404, 409) },
  },
});

/* ─────────────── refunds started from our side ─────────────── */

/** Why a moderator refunds an order (the payer reads its text in their language). */
export const REFUND_REASONS = ['payer-request', 'duplicate-payment', 'not-delivered', 'fraud', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const RefundBody = Type.Object({ reason: Type.Union(REFUND_REASONS.map((r) => Type.Literal(r))), note: Type.Optional(Note) }, strict);
export type RefundBody = Static<typeof RefundBody>;
export const OrderIdParams = Type.Object({ orderId: OrderId }, { additionalProperties: false });
export type OrderIdParams = Static<typeof OrderIdParams>;

export const RefundResponse = Type.Composite([
  OrderView,
  Type.Object({
    /** `refunded`: the provider confirmed it; `pending`: asked, its confirmation comes by webhook. */
    refund: Type.Union([Type.Literal('refunded'), Type.Literal('pending')]),
  }),
]);
export type RefundResponse = Static<typeof RefundResponse>;

export const orderRefundRoute = defineRoute({
  ...paymentEndpoints.orderRefund,
  schema: {
    tags, summary: 'Refund a succeeded order in full through its provider (moderators): premium days, the report or the donation’s place are taken back',
    description: '409 when the order is not succeeded (pending, failed, refunded already); 502 when the provider refuses or does not answer. Written to the audit log; the payer is told by email in their language.',
    params: OrderIdParams, body: RefundBody, response: { 200: RefundResponse, ...errors(400, 401, 403, 404, 409, 502) },
  },
});
