import { Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadGate } from '@bc/shared/load';
import { myReports, pendingReportOrders } from '../model';
import { PendingReportOrders } from './pending-report-orders';
import { ReportList } from './report-list';
import { ReportOrderStatus } from './report-order-status';

/**
 * /u/reports: the member's reports (the outcome of a report just paid for on top, then the orders still waiting for
 * the payment), each to download or re-issue.
 */
export function MyReportsView() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const [data, status, opened, retried] = useUnit([myReports.$data, myReports.$status, myReports.opened, myReports.retried]);
  useEffect(() => void opened({ page: 1, limit: 100 }), [opened]);
  const retryPending = useUnit(pendingReportOrders.retried);
  // The returning order paid: its report joins the list, and the pending orders are asked anew.
  const reload = useCallback(() => {
    retried();
    retryPending();
  }, [retried, retryPending]);
  return (
    <Stack gap="md" data-testid="my-reports">
      {orderId && <ReportOrderStatus orderId={orderId} onPaid={reload} />}
      <PendingReportOrders exclude={orderId} />
      <LoadGate status={status} hasData={data !== null} onRetry={retried} skeleton={<Skeleton h={160} radius="md" />} testId="my-reports-list">
        {data && data.items.length === 0 && <Text c="dimmed">{t('reports.none')}</Text>}
        {data && data.items.length > 0 && <ReportList reports={data.items} showPet onChanged={reload} />}
      </LoadGate>
    </Stack>
  );
}
