import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/donates/month`: this month's donors, total and goal. */
export const getMonthDonations = (signal?: AbortSignal) => callApi(paymentEndpoints.donateMonth, {}, { signal });
