import { Group, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { Alert, Badge } from '@bc/shared/mantine/display';
import { Switch } from '@bc/shared/mantine/switch';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@bc/shared';
import type { PremiumState } from '@bc/shared/contracts';
import { $autoPayFailed, autoPaySetFx } from '../model';

/** The member's premium: active or not, until when, and the auto-pay switch. */
export function PremiumStatus({ state }: { state: PremiumState }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const headingId = useId();
  const [setAutoPay, switching, failed] = useUnit([autoPaySetFx, autoPaySetFx.pending, $autoPayFailed]);
  const until = state.premiumUntil ? formatDate(state.premiumUntil, locale, { dateStyle: 'long' }) : null;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="premium-status">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {t('premium.status.title')}
          </Title>
          <Badge color={state.active ? 'teal' : 'gray'} variant="light" data-testid="premium-status-badge">
            {t(state.active ? 'premium.status.active' : 'premium.status.inactive')}
          </Badge>
        </Group>
        <Text data-testid="premium-status-text">
          {state.active && until ? t('premium.status.until', { date: until }) : until ? t('premium.status.ended', { date: until }) : t('premium.status.none')}
        </Text>
        {state.active && (
          <Switch
            checked={state.autoPay}
            disabled={switching || (!state.canAutoPay && !state.autoPay)}
            onChange={(event) => setAutoPay(event.currentTarget.checked)}
            label={t('premium.status.autoPay')}
            description={
              state.autoPay
                ? t('premium.status.autoPayOn', { date: until })
                : state.canAutoPay
                  ? t('premium.status.autoPayOff', { date: until })
                  : t('premium.status.autoPayNoMethod')
            }
            data-testid="premium-auto-pay"
          />
        )}
        {failed && !switching && (
          <Alert color="red" variant="light" role="alert" data-testid="premium-auto-pay-error">
            {t('premium.status.autoPayFailed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
