import { callApi } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `POST /api/reports/status`: a report order's status, with the report once it is paid. */
export const getReportOrder = (orderId: string) => callApi(paymentEndpoints.reportStatus, { body: { orderId } });
