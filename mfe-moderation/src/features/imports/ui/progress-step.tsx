import { Stack, Text } from '@bc/shared/mantine';
import { Progress } from '@bc/shared/mantine/progress';
import { useTranslation } from 'react-i18next';
import type { ImportJobView } from '@bc/shared/contracts';

/** Step 4: the job's progress, asked every second (dogs written of all, then the parent links, then the end). */
export function ProgressStep({ job }: { job: ImportJobView }) {
  const { t } = useTranslation('moderation');
  const percent = job.phase === 'dogs' && job.total > 0 ? Math.round((job.done / job.total) * 90) : job.phase === 'links' ? 95 : job.phase === 'finish' ? 99 : 0;
  return (
    <Stack gap="xs" data-testid="import-progress">
      <Text>{t(`imports.phase.${job.status === 'queued' ? 'queued' : job.phase}`, { done: job.done, total: job.total })}</Text>
      <Progress value={percent} animated size="lg" aria-label={t('imports.progress')} data-testid="import-progress-bar" />
    </Stack>
  );
}
