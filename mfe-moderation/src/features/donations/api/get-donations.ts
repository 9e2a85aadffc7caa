import { callApi } from '@bc/shared';
import { paymentEndpoints, type QueryOf } from '@bc/shared/contracts';

/** `GET /api/payments/donations?all&page&limit`: donations for moderators, newest first (`all=1`: every status, else the succeeded ones). */
export const getDonations = (query: QueryOf<typeof paymentEndpoints.moderatorDonations>, signal?: AbortSignal) =>
  callApi(paymentEndpoints.moderatorDonations, { query }, { signal });
