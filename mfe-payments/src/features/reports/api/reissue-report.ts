import { callApi, type Locale } from '@bc/shared';
import { paymentEndpoints } from '@bc/shared/contracts';

/** `POST /api/reports/{id}/reissue`: the same report with the latest data, free (a new number and date). */
export const reissueReport = (id: number, language: Locale) => callApi(paymentEndpoints.reportReissue, { params: { id }, body: { language } });
