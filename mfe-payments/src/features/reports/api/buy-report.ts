import { callApi } from '@bc/shared';
import { paymentEndpoints, type ReportBuyBody } from '@bc/shared/contracts';

/** `POST /api/reports/buy`: an order to confirm at the provider, or (premium) the report at once. */
export const buyReport = (body: ReportBuyBody) => callApi(paymentEndpoints.reportBuy, { body });
