import { callApi, type CallOptions } from '@bc/shared';
import { paymentEndpoints, type ReportView } from '@bc/shared/contracts';

/**
 * `GET /api/reports/{id}/pdf` with the member's token (a plain link would carry none), saved by the browser under the
 * report's number.
 */
export async function downloadReport(report: Pick<ReportView, 'id' | 'number'>): Promise<void> {
  const blob = (await callApi(paymentEndpoints.reportFile, { params: { id: report.id } }, { responseType: 'blob' } as CallOptions)) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `report-${report.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
