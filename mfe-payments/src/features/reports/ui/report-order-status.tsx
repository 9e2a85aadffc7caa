import { Group, Loader, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_ID_PATTERN } from '@bc/shared/contracts';
import { reportOrder } from '../model';

const ORDER_ID = new RegExp(ORDER_ID_PATTERN);

/** The outcome of a report order the provider sent the member back with (?orderId=…): waiting, paid, declined… */
export function ReportOrderStatus({ orderId, onPaid }: { orderId: string; onPaid: () => void }) {
  const { t } = useTranslation('payments');
  const valid = ORDER_ID.test(orderId);
  const [order, notFound, opened, closed] = useUnit([reportOrder.$order, reportOrder.$notFound, reportOrder.opened, reportOrder.closed]);
  useEffect(() => {
    if (!valid) return;
    opened(orderId);
    return () => closed();
  }, [orderId, valid, opened, closed]);
  const paid = order?.status === 'succeeded';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  if (!valid || notFound) return <Alert color="gray" variant="light">{t('result.notFound')}</Alert>;
  if (!order || order.status === 'pending') {
    return (
      <Group gap="sm" wrap="nowrap" data-testid="report-order-pending" aria-busy="true">
        <Loader size="sm" />
        <Text role="status">{t('result.pending')}</Text>
      </Group>
    );
  }
  return (
    <Alert
      color={paid ? 'teal' : order.status === 'canceled' ? 'gray' : 'red'}
      variant="light"
      role="status"
      title={t(`result.${order.status}.title`)}
      data-testid={`report-order-${order.status}`}
    >
      {paid ? t('reports.paid') : t(`result.${order.status}.text`)}
    </Alert>
  );
}
