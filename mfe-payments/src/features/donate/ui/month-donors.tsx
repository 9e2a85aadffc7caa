import { Group, List, Paper, Stack, Text, Title } from '@bc/shared/mantine';
import { Progress } from '@bc/shared/mantine/progress';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@bc/shared';
import type { MonthDonations } from '@bc/shared/contracts';
import { formatMoney } from '../../../lib/money';

/** This month's donors (a name or "anonymous"), the total and, when there is one, the goal's progress. */
export function MonthDonors({ month }: { month: MonthDonations }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, month.currency, locale);
  const monthName = formatDate(`${month.month}-15T00:00:00Z`, locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const share = month.goal ? Math.min(100, Math.round((month.total / month.goal) * 100)) : null;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId} data-testid="donate-month">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t('donate.month.title', { month: monthName })}
        </Title>
        <Text data-testid="donate-month-total">
          {month.goal
            ? t('donate.month.totalOfGoal', { total: money(month.total), goal: money(month.goal) })
            : t('donate.month.total', { total: money(month.total) })}
        </Text>
        {share !== null && <Progress value={share} size="lg" radius="xl" aria-label={t('donate.month.progress', { percent: share })} data-testid="donate-month-progress" />}
        {month.donors.length === 0 ? (
          <Text c="dimmed" data-testid="donate-month-empty">
            {t('donate.month.empty')}
          </Text>
        ) : (
          <List listStyleType="none" spacing={6} data-testid="donate-month-donors">
            {month.donors.map((donor, index) => (
              <List.Item key={`${donor.at}-${index}`} data-testid="donate-month-donor">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fs={donor.name === null ? 'italic' : undefined} truncate>
                    {donor.name ?? t('donate.month.anonymous')}
                  </Text>
                  <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {money(donor.amount)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {month.count > month.donors.length && (
          <Text size="sm" c="dimmed">
            {t('donate.month.more', { count: month.count - month.donors.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
