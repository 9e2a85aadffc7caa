/**
 * Payments contracts: the price list, premium, donations, and the providers' side (webhooks, the sandbox's checkout).
 * Amounts are minor units of their currency unless a field says otherwise; a member sees only their own orders.
 */
export * from './endpoints';
export * from './orders';
export * from './premium';
export * from './donations';
export * from './reports';
export * from './mating-payment';
export * from './providers';
export * from './moderation';
