import { callApi } from '@bc/shared';
import { paymentEndpoints, type MyReportsQuery } from '@bc/shared/contracts';

/** `GET /api/reports`: my reports, newest first (of one pet with `petId`). */
export const getMyReports = (query: MyReportsQuery, signal?: AbortSignal) => callApi(paymentEndpoints.myReports, { query }, { signal });
