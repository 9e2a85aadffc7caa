import { Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, Section } from '@bc/shared';
import { $error, $job, $preview, $step, $upload, closed, healthSets } from '../model';
import { HistoryList } from './history-list';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { ResultStep } from './result-step';
import { UploadStep } from './upload-step';

/**
 * The import: upload, map the columns, resolve the problems, follow the job, see the result; the past imports below.
 * Moderators import published dogs; a member imports their own kennel's dogs as drafts (the server decides by role).
 */
export function ImportView() {
  const { t } = useTranslation('moderation');
  const [step, upload, preview, job, error, close, openSets, user] = useUnit([$step, $upload, $preview, $job, $error, closed, healthSets.opened, $session]);
  useEffect(() => void openSets('all'), [openSets]);
  useEffect(() => () => close(), [close]);
  return (
    <Stack gap="xl">
      <Section title={t(`imports.steps.${step}`)} description={user && !user.isModerator ? t('imports.asDrafts') : undefined} testId="import-step">
        <Stack gap="md">
          {error && <Alert color="red" data-testid="import-error">{error.message}</Alert>}
          {step === 'upload' && <UploadStep />}
          {step === 'map' && upload && <MappingStep upload={upload} />}
          {step === 'preview' && preview && <PreviewStep preview={preview} />}
          {step === 'progress' && job && <ProgressStep job={job} />}
          {step === 'result' && job && <ResultStep job={job} />}
          {step === 'upload' && <Text size="xs" c="dimmed">{t('imports.upload.hint')}</Text>}
        </Stack>
      </Section>
      <HistoryList />
    </Stack>
  );
}
