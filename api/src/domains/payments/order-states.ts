import type { OrderStatus } from '@bc/shared/contracts';

/**
 * An order's states, pure (no HTTP, no SQL; tested on its own in test/domains/payments/order-states.test.ts).
 *
 *   pending ──► succeeded ──► refunded
 *      ├──────► canceled
 *      ├──────► failed
 *      └──────► refunded   (a refund told before the success it follows: no grant)
 *
 * Providers deliver events at least once and in any order, so a status the order has already passed is not an
 * error: it is ignored (`null`). A grant happens only on the one step into `succeeded`; the service makes that step
 * with a conditional write (`where status = 'pending'`), so two deliveries at the same moment grant once.
 */
export interface Transition {
  next: OrderStatus;
  /** This step gives what the order buys (premium days, a donation in the month's list). */
  grant: boolean;
}

const STEPS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['succeeded', 'canceled', 'failed', 'refunded'],
  succeeded: ['refunded'],
  canceled: [],
  failed: [],
  refunded: [],
};

/** The step from `current` when the provider reports `reported`, or null when the report changes nothing. */
export function transition(current: OrderStatus, reported: OrderStatus): Transition | null {
  if (!STEPS[current].includes(reported)) return null;
  return { next: reported, grant: current === 'pending' && reported === 'succeeded' };
}

/** Final: the payer's answer is known (a succeeded order may still be refunded later). */
export const isFinal = (status: OrderStatus) => status !== 'pending';

/** A pending order this old is re-read from its provider when its status is polled (its webhook may be lost). */
export const REREAD_AFTER_MS = 60_000;
/** …and at most this often, however often the page polls. */
export const REREAD_EVERY_MS = 10_000;

/** Whether a status poll should ask the provider first. */
export function shouldReread(order: { status: OrderStatus; createdAt: Date; checkedAt: Date | null }, now: Date): boolean {
  if (order.status !== 'pending') return false;
  if (now.getTime() - order.createdAt.getTime() < REREAD_AFTER_MS) return false;
  return order.checkedAt === null || now.getTime() - order.checkedAt.getTime() >= REREAD_EVERY_MS;
}

/** The premium end date after a paid period: from the later of now and the current end. */
export function extendPremium(current: Date | null, period: 'month' | 'year', now: Date): Date {
  const from = new Date(Math.max(now.getTime(), current?.getTime() ?? 0));
  const until = new Date(from);
  const day = until.getUTCDate();
  until.setUTCMonth(until.getUTCMonth() + (period === 'year' ? 12 : 1));
  // 31 January + a month is the last day of February, not 3 March (and 29 February + a year is 28 February).
  if (until.getUTCDate() !== day) until.setUTCDate(0);
  return until;
}

/**
 * The premium end date after a refund of a period: the period's days that have not passed are taken back (the end moves
 * back by the period, not before now; a refund after the period ended takes nothing). A later period bought since
 * stays whole: the refunded period is taken from the end, as if it were the last.
 */
export function takeBackPremium(current: Date | null, period: 'month' | 'year', now: Date): Date | null {
  if (current === null || current <= now) return current;
  const until = new Date(current);
  const day = until.getUTCDate();
  until.setUTCMonth(until.getUTCMonth() - (period === 'year' ? 12 : 1));
  // 31 March − a month is the last day of February, as extendPremium adds it.
  if (until.getUTCDate() !== day) until.setUTCDate(0);
  return until > now ? until : now;
}
