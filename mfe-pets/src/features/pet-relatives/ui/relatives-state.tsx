import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PetListSkeleton } from '../../../entities/pet';

/** Loading and error states of a relatives tab. */
export function RelativesState({ status, onRetry }: { status: 'loading' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation('pets');
  if (status === 'loading') return <PetListSkeleton mode="grid" count={3} />;
  return (
    <Alert color="red" variant="light" role="alert">
      <Group gap="sm" justify="space-between">
        <Text size="sm">{t('common:states.error')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common:errors.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
