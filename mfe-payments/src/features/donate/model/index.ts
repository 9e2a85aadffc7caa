import { sample } from 'effector';
import { createLoadModel } from '@bc/shared/load';
import { createOrderPoll } from '../../../lib/order-poll';
import { getDonation } from '../api/get-donation';
import { getMonthDonations } from '../api/get-month-donations';

/** This month's donors and progress; its one query is `'current'`. */
export const monthDonations = createLoadModel({ fetch: (_month: 'current', signal: AbortSignal) => getMonthDonations(signal) });

/** The donation of /donate?orderId=…, asked every two seconds until final. */
export const donation = createOrderPoll(getDonation);

/** A donation that succeeded is in the month's list now: read it again. */
sample({
  clock: donation.fetchFx.doneData,
  filter: (order) => order.status === 'succeeded',
  fn: () => 'current' as const,
  target: monthDonations.opened,
});
