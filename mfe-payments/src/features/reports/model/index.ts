import type { MyReportsQuery } from '@bc/shared/contracts';
import { createLoadModel } from '@bc/shared/load';
import { createOrderPoll } from '../../../lib/order-poll';
import { getMyReports } from '../api/get-my-reports';
import { getReportOrder } from '../api/get-report-order';
import { verifyReport } from '../api/verify-report';

/** My reports (/u/reports), or my reports of one pet (the pet page's report tab). */
export const myReports = createLoadModel({ fetch: (query: MyReportsQuery, signal: AbortSignal) => getMyReports(query, signal) });

/** The report order of /u/reports?orderId=…, asked every two seconds until final. */
export const reportOrder = createOrderPoll(getReportOrder);

/** The public verification of a report number. */
export const verification = createLoadModel({ fetch: (number: string, signal: AbortSignal) => verifyReport(number, signal) });
