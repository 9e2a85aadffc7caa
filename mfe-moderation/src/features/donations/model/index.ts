import { createEffect, createEvent, createStore } from 'effector';
import type { ApiError } from '@bc/shared';
import { createPagedList } from '@bc/shared/list';
import type { ModeratorDonation, ModeratorDonationsQuery, RefundResponse } from '@bc/shared/contracts';
import { getDonations } from '../api/get-donations';
import { hideDonorName, type NameVisibility } from '../api/hide-donor-name';
import { type Refund, refundOrder } from '../api/refund-order';

/** The list's filter (in the URL): `all=1` every status, else the succeeded donations. */
export type DonationFilters = Pick<ModeratorDonationsQuery, 'all'>;

export const donations = createPagedList<DonationFilters, Awaited<ReturnType<typeof getDonations>>>({ fetch: getDonations, pageSize: 20 });

export const nameFx = createEffect<NameVisibility, ModeratorDonation, ApiError>(hideDonorName);
export const refundFx = createEffect<Refund & { id: number }, RefundResponse, ApiError>(({ id: _id, ...refund }) => refundOrder(refund));

/** The donation whose refund dialog is open. */
export const refundAsked = createEvent<number>();
export const refundClosed = createEvent();
export const $refunding = createStore<number | null>(null).on(refundAsked, (_, id) => id).reset(refundClosed, refundFx.done, donations.shown);

/** The refunds the provider has still to confirm (answered `pending`), by donation. */
export const $refundPending = createStore<ReadonlySet<number>>(new Set()).on(refundFx.done, (ids, { params, result }) =>
  result.refund === 'pending' ? new Set([...ids, params.id]) : ids,
);

export const $decisionError = createStore<ApiError | null>(null).on([nameFx.failData, refundFx.failData], (_, error) => error).reset(nameFx, refundFx);
export const $busy = createStore<number | null>(null)
  .on([nameFx, refundFx], (_, { id }) => id)
  .reset(nameFx.finally, refundFx.finally);

// The answers change the row in place: the donation as it is now, or the order's new status.
donations.patch(nameFx.doneData, (page, donation) => ({ ...page, items: page.items.map((item) => (item.id === donation.id ? donation : item)) }));
donations.patch(refundFx.done, (page, { params, result }) => ({
  ...page,
  items: page.items.map((item) => (item.id === params.id ? { ...item, status: result.status, shownAs: result.status === 'refunded' ? null : item.shownAs } : item)),
}));
