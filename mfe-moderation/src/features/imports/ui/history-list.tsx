import { Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Alert, Badge, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportStatus } from '@bc/shared/contracts';
import { formatDate, Section, useLocale } from '@bc/shared';
import { LoadGate } from '@bc/shared/load';
import { $undoError, history, undoAsked, undoFx } from '../model';

const COLORS: Record<ImportStatus, string> = { uploaded: 'gray', queued: 'blue', running: 'blue', done: 'green', failed: 'red', undone: 'gray' };

/** The past imports with their state and counts; a finished one can be undone. */
export function HistoryList() {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [jobs, status, open, retry, undo, undoing, undoError] = useUnit([history.$data, history.$status, history.opened, history.retried, undoAsked, undoFx.pending, $undoError]);
  useEffect(() => void open('mine'), [open]);
  return (
    <Section title={t('imports.history.title')} testId="import-history">
      <LoadGate status={status} hasData={jobs !== null} onRetry={retry} skeleton={<Skeleton h={80} radius="md" />} testId="import-history-list">
        {jobs && jobs.length === 0 && <Text c="dimmed">{t('imports.history.empty')}</Text>}
        <Stack gap="xs">
          {(jobs ?? []).map((job) => (
            <Paper key={job.id} withBorder radius="md" p="sm" data-testid="import-history-item">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={500} style={{ wordBreak: 'break-all' }}>{job.fileName}</Text>
                    <Badge color={COLORS[job.status as ImportStatus]} variant="light">{t(`imports.status.${job.status}`)}</Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDate(job.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })} · {t('imports.history.counts', { rows: job.rows, dogs: job.summary?.dogs ?? 0 })}
                  </Text>
                </Stack>
                {job.status === 'done' && (
                  <Button size="xs" variant="light" color="red" loading={undoing} onClick={() => undo(job.id)} data-testid="import-undo">
                    {t('imports.history.undo')}
                  </Button>
                )}
              </Group>
              {undoError?.id === job.id && <Alert color="red" mt="xs">{undoError.error.message}</Alert>}
            </Paper>
          ))}
        </Stack>
      </LoadGate>
    </Section>
  );
}
