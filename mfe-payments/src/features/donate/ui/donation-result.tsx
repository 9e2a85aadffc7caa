import { Group, Loader, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { formatMoney } from '../../../lib/money';
import { donation } from '../model';

/** The outcome of the donation the payer comes back from (`?orderId=`), asked until it is final. */
export function DonationResult({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const [order, notFound, opened, closed] = useUnit([donation.$order, donation.$notFound, donation.opened, donation.closed]);
  useEffect(() => {
    opened(orderId);
    return () => closed();
  }, [orderId, opened, closed]);
  if (notFound) {
    return <Alert color="gray" variant="light" data-testid="donation-result-not-found">{t('donate.result.notFound')}</Alert>;
  }
  if (!order || order.status === 'pending') {
    return (
      <Group gap="sm" wrap="nowrap" data-testid="donation-result-pending">
        <Loader size="sm" />
        <Text role="status">{t('donate.result.pending')}</Text>
      </Group>
    );
  }
  const succeeded = order.status === 'succeeded';
  return (
    <Alert
      color={succeeded ? 'teal' : order.status === 'canceled' ? 'gray' : 'red'}
      variant="light"
      role="status"
      title={t(`donate.result.${order.status}.title`)}
      data-testid={`donation-result-${order.status}`}
    >
      {succeeded ? t('donate.result.succeeded.text', { amount: formatMoney(order.amount, order.currency, locale) }) : t(`donate.result.${order.status}.text`)}
    </Alert>
  );
}
