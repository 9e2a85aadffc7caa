import { Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ImportJobView } from '@bc/shared/contracts';
import { RouteLink } from '@bc/shared';
import { restarted } from '../model';

/** Step 5: the import's counts and links to the dogs it wrote (or why it failed). */
export function ResultStep({ job }: { job: ImportJobView }) {
  const { t } = useTranslation('moderation');
  const restart = useUnit(restarted);
  return (
    <Stack gap="md" data-testid="import-result">
      {job.status === 'failed' ? (
        <Alert color="red" title={t('imports.result.failed')}>{job.error}</Alert>
      ) : (
        <Alert color="green" title={t(`imports.result.${job.status === 'undone' ? 'undone' : 'done'}`)}>
          {t('imports.result.written', { n: job.total })}
        </Alert>
      )}
      {job.summary && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {(['rows', 'dogs', 'existing', 'placeholders', 'healthResults'] as const).map((key) => (
            <Paper key={key} withBorder radius="md" p="xs">
              <Text size="xl" fw={700}>{job.summary![key]}</Text>
              <Text size="xs" c="dimmed">{t(`imports.summary.${key}`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {job.pets && job.pets.length > 0 && (
        <Stack gap={4}>
          <Text fw={500}>{t('imports.result.dogs')}</Text>
          <List size="sm" data-testid="import-result-pets">
            {job.pets.map((pet) => (
              <List.Item key={pet.id}>
                <RouteLink to="pets-id" params={{ id: pet.id }}>{pet.name}</RouteLink>
              </List.Item>
            ))}
          </List>
          {job.total > job.pets.length && <Text size="xs" c="dimmed">{t('imports.preview.more', { n: job.total - job.pets.length })}</Text>}
        </Stack>
      )}
      <Group>
        <Button onClick={() => restart()} data-testid="import-another">{t('imports.another')}</Button>
      </Group>
    </Stack>
  );
}
