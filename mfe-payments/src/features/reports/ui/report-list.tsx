import { Anchor, Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge } from '@bc/shared/mantine/display';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, LOCALE_NAMES, useLocale, useLocalePath } from '@bc/shared';
import type { ReportView } from '@bc/shared/contracts';
import { downloadReport } from '../api/download-report';
import { reissueReport } from '../api/reissue-report';

/** Reports with their number, dog, language and date: download, or re-issue free with the latest data. */
export function ReportList({ reports, showPet, onChanged }: { reports: ReportView[]; showPet: boolean; onChanged: () => void }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const path = useLocalePath();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>, failed: string) => {
    setBusy(key);
    setFailure(null);
    try {
      await work();
    } catch {
      setFailure(t(failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="report-list">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {reports.map((report) => (
        <Paper key={report.id} withBorder radius="md" p="sm" data-testid="report-item" data-report-number={report.number}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              {showPet ? (
                <Anchor component={Link} to={path('pets-id', { id: report.pet.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {report.pet.registeredName}
                </Anchor>
              ) : (
                <Text fw={600}>{t('reports.number', { number: report.number })}</Text>
              )}
              <Group gap={6}>
                <Badge variant="light" color="gray">
                  {LOCALE_NAMES[report.locale]}
                </Badge>
                {!report.paid && <Badge variant="light" color="yellow">{t('reports.premium')}</Badge>}
                {report.reissueOf !== null && <Badge variant="light">{t('reports.reissued')}</Badge>}
              </Group>
            </Group>
            <Text size="sm" c="dimmed">
              {showPet && `${t('reports.number', { number: report.number })} · `}
              {report.ready && report.dataAt
                ? t('reports.dataAt', { date: formatDate(report.dataAt, locale, { dateStyle: 'long' }) })
                : t('reports.rendering')}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                loading={busy === `d${report.id}`}
                onClick={() => run(`d${report.id}`, () => downloadReport(report), 'reports.downloadFailed')}
                data-testid="report-download"
              >
                {t('reports.download')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy === `r${report.id}`}
                onClick={() => run(`r${report.id}`, async () => {
                  await reissueReport(report.id, report.locale);
                  onChanged();
                }, 'reports.reissueFailed')}
                data-testid="report-reissue"
              >
                {t('reports.reissue')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
