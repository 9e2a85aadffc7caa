import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, LOCALE_NAMES, useLocale, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { checkout } from '../../../lib/checkout';
import { formatMoney } from '../../../lib/money';
import { pendingReportOrders } from '../model';

/**
 * /u/reports: my report orders still waiting for the payment, each with the way back to the provider's page; "Check
 * again" asks the list anew (the server re-reads an order pending a minute from its provider). `exclude`: the order the
 * member has just come back with, whose status is shown above on its own.
 */
export function PendingReportOrders({ exclude }: { exclude: string | null }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const path = useLocalePath();
  const headingId = useId();
  const [data, status, opened, retried] = useUnit([pendingReportOrders.$data, pendingReportOrders.$status, pendingReportOrders.opened, pendingReportOrders.retried]);
  useEffect(() => void opened('mine'), [opened]);
  const items = data?.items.filter((order) => order.orderId !== exclude) ?? [];

  return (
    <LoadGate status={status} hasData={data !== null} onRetry={retried} skeleton={null} testId="pending-report-orders">
      {items.length > 0 && (
        <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="pending-report-orders">
          <Stack gap="sm">
            <Title order={2} fz="md" id={headingId}>
              {t('reports.pending.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('reports.pending.text')}
            </Text>
            {items.map((order) => (
              <Paper key={order.orderId} withBorder radius="md" p="sm" data-testid="pending-report-order" data-order-id={order.orderId}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    {order.pet ? (
                      <Anchor component={Link} to={path('pets-id', { id: order.pet.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {order.pet.registeredName}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{t('reports.pending.hiddenDog')}</Text>
                    )}
                    <Group gap={6}>
                      <Badge variant="light" color="gray">
                        {LOCALE_NAMES[order.language]}
                      </Badge>
                      <Badge variant="light" color="orange" data-testid="pending-report-order-status">
                        {t('reports.pending.status')}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('reports.pending.ordered', {
                      amount: formatMoney(order.amount, order.currency, locale),
                      date: formatDate(order.createdAt, locale, { dateStyle: 'long' }),
                    })}
                  </Text>
                  {order.confirmationUrl && (
                    <Group gap="xs">
                      <Button size="xs" onClick={() => checkout.open(order.confirmationUrl!)} data-testid="pending-report-order-pay">
                        {t('reports.pending.continue')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            ))}
            <Button variant="default" size="xs" onClick={retried} loading={status === 'loading'} style={{ alignSelf: 'flex-start' }} data-testid="pending-report-orders-check">
              {t('reports.pending.check')}
            </Button>
          </Stack>
        </Paper>
      )}
    </LoadGate>
  );
}
