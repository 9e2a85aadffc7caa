import { Button, Group, Loader, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { $session, formatDate, sessionChanged, useLocale, useLocalePath } from '@bc/shared';
import { ORDER_ID_PATTERN } from '@bc/shared/contracts';
import { premiumOrder } from '../model';

const ORDER_ID = new RegExp(ORDER_ID_PATTERN);

/** /premium/result?orderId=…: waits for the payment's outcome and says it: success, failure or cancellation. */
export function PremiumResultView() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const path = useLocalePath();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const valid = ORDER_ID.test(orderId);
  const [order, notFound, interrupted, opened, closed, user, setSession] = useUnit([
    premiumOrder.$order, premiumOrder.$notFound, premiumOrder.$interrupted, premiumOrder.opened, premiumOrder.closed, $session, sessionChanged,
  ]);
  useEffect(() => {
    if (!valid) return;
    opened(orderId);
    return () => closed();
  }, [orderId, valid, opened, closed]);

  const premiumUntil = order?.status === 'succeeded' ? order.premiumUntil : null;
  // The header and other pages learn that the member is premium now.
  useEffect(() => {
    if (premiumUntil && user && user.premiumUntil !== premiumUntil) setSession({ ...user, premiumUntil });
  }, [premiumUntil, user, setSession]);

  const back = (
    <Group gap="sm">
      <Button component={Link} to={path('premium')} variant={order?.status === 'succeeded' ? 'default' : 'filled'} data-testid="premium-result-back">
        {t('result.back')}
      </Button>
      {order?.status === 'succeeded' && (
        <Button component={Link} to={path('possible-mating', {}, { mode: 'studs' })} data-testid="premium-result-studs">
          {t('result.toStuds')}
        </Button>
      )}
    </Group>
  );

  if (!valid || notFound) {
    return (
      <Stack gap="md" data-testid="premium-result-not-found">
        <Alert color="gray" variant="light">{t('result.notFound')}</Alert>
        {back}
      </Stack>
    );
  }
  if (!order || order.status === 'pending') {
    return (
      <Stack gap="md" data-testid="premium-result-pending" aria-busy="true">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" />
          <Text role="status">{t('result.pending')}</Text>
        </Group>
        {interrupted && <Text size="sm" c="dimmed">{t('result.interrupted')}</Text>}
        {back}
      </Stack>
    );
  }
  const outcome = order.status;
  return (
    <Stack gap="md" data-testid={`premium-result-${order.status}`}>
      <Alert
        color={outcome === 'succeeded' ? 'teal' : outcome === 'canceled' ? 'gray' : 'red'}
        variant="light"
        role="status"
        title={t(`result.${outcome}.title`)}
      >
        {outcome === 'succeeded' && premiumUntil
          ? t('result.succeeded.text', { date: formatDate(premiumUntil, locale, { dateStyle: 'long' }) })
          : t(`result.${outcome}.text`)}
      </Alert>
      {back}
    </Stack>
  );
}
