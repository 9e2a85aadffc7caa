import type { MyReportsQuery } from '@bc/shared/contracts';
import { createLoadModel } from '@bc/shared/load';
import { createOrderPoll } from '../../../lib/order-poll';
import { getMyReports } from '../api/get-my-reports';
import { getPendingReportOrders } from '../api/get-pending-report-orders';
import { getReportOrder } from '../api/get-report-order';
import { verifyReport } from '../api/verify-report';

/** My reports (/u/reports), or my reports of one pet (the pet page's report tab). */
export const myReports = createLoadModel({ fetch: (query: MyReportsQuery, signal: AbortSignal) => getMyReports(query, signal) });

/** My report orders still waiting for the payment (/u/reports). */
export const pendingReportOrders = createLoadModel({ fetch: (_mine: 'mine', signal: AbortSignal) => getPendingReportOrders(signal) });

/** The report order of /u/reports?orderId=…, asked every two seconds until final. */
export const reportOrder = createOrderPoll(getReportOrder);

/** The public verification of a report number. */
export const verification = createLoadModel({ fetch: (number: string, signal: AbortSignal) => verifyReport(number, signal) });
