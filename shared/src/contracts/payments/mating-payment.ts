import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, LocaleSchema } from '../common';
import { defineRoute } from '../route';
import { strict } from '../schema';
import { paymentEndpoints } from './endpoints';
import { CheckoutResponse } from './orders';

/**
 * The mating payment: a member without premium pays once (an order of kind `mating`) to publish one mating
 * announcement. Publishing without premium or this payment is refused with 402 (`code: payment-required`).
 */
export const MatingPaymentBody = Type.Object(
  {
    matingId: Id,
    /** The language of the checkout page and the receipt (default: the member's). */
    locale: Type.Optional(LocaleSchema),
  },
  strict,
);
export type MatingPaymentBody = Static<typeof MatingPaymentBody>;

export const matingPaymentBuyRoute = defineRoute({
  ...paymentEndpoints.matingPaymentBuy,
  schema: {
    tags: ['payments'], summary: 'Pay for publishing one of my mating announcements: answers the order and the provider’s confirmation URL',
    description: 'Only the member who recorded the mating; 409 when it is paid already or the member has premium (no payment needed).',
    body: MatingPaymentBody, response: { 200: CheckoutResponse, ...errors(400, 401, 403, 404, 409, 502) },
  },
});
