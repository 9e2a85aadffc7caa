import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate, useLocale, useLocalePath } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { verification } from '../model';

/**
 * /reports/verify?number=R-…: confirms that a report with this number was issued, when, and on which dog; or that it
 * was withdrawn (refunded), and when.
 */
export function ReportVerifyView() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const path = useLocalePath();
  const [params, setParams] = useSearchParams();
  const number = (params.get('number') ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(number);
  const [data, status, opened, retried] = useUnit([verification.$data, verification.$status, verification.opened, verification.retried]);
  useEffect(() => {
    if (number) opened(number);
  }, [number, opened]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ number: typed.trim().toUpperCase() });
  };
  const form = (
    <form onSubmit={submit} data-testid="report-verify-form">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('reports.verify.label')}
          placeholder="R-0123456789"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={40}
          style={{ flex: '1 1 200px' }}
          data-testid="report-verify-input"
        />
        <Button type="submit">{t('reports.verify.check')}</Button>
      </Group>
    </form>
  );
  if (!number) return form;
  if (status === 'not-found') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" data-testid="report-verify-unknown">{t('reports.verify.unknown', { number })}</Alert>
        {form}
      </Stack>
    );
  }
  return (
    <LoadGate status={status} hasData={data !== null} onRetry={retried} skeleton={<Skeleton h={100} radius="md" />} testId="report-verify">
      {data && (
        <Paper withBorder radius="md" p="md" data-testid="report-verify-ok">
          <Stack gap={6}>
            {data.withdrawnAt ? (
              // A refunded report: its number is known (a printed copy is not a forgery) but no longer valid.
              <Alert color="red" variant="light" title={t('reports.verify.withdrawn', { number: data.number })} data-testid="report-verify-withdrawn">
                {t('reports.verify.withdrawnOn', { date: formatDate(data.withdrawnAt, locale, { dateStyle: 'long' }) })}{' '}
                {t('reports.verify.issued', { date: formatDate(data.issuedAt, locale, { dateStyle: 'long' }) })}
              </Alert>
            ) : (
              <Alert color="teal" variant="light" title={t('reports.verify.valid', { number: data.number })}>
                {t('reports.verify.issued', { date: formatDate(data.issuedAt, locale, { dateStyle: 'long' }) })}
                {data.dataAt && ` ${t('reports.verify.dataAt', { date: formatDate(data.dataAt, locale, { dateStyle: 'long' }) })}`}
              </Alert>
            )}
            {data.pet && (
              <Text>
                {t('reports.verify.dog')}{' '}
                <Anchor component={Link} to={path('pets-id', { id: data.pet.id })}>
                  {data.pet.registeredName}
                </Anchor>
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </LoadGate>
  );
}
