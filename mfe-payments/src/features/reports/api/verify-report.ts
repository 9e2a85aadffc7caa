import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `GET /api/reports/verify/{number}`: the report's number and dates, confirmed (public). */
export const verifyReport = (number: string, signal?: AbortSignal) => callApi(paymentEndpoints.reportVerify, { params: { number } }, { signal });
