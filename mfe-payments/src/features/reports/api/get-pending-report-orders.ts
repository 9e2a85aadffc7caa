import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/reports/orders`: my report orders still waiting for the payment (re-read from the provider when stale). */
export const getPendingReportOrders = (signal?: AbortSignal) => callApi(paymentEndpoints.myReportOrders, {}, { signal });
