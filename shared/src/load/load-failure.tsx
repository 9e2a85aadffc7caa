import { Button, Group, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  /** Asks again (`model.retried`). */
  onRetry(): void;
  /** What went wrong, when there is more to say than "something went wrong". */
  message?: ReactNode;
  testId?: string;
}

/** "Could not load, try again": the one look of a failed load, with its retry button (the message is what is announced). */
export function LoadFailure({ onRetry, message, testId }: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="presentation" data-testid={testId}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="alert">
          {message ?? t('states.error')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => onRetry()}>
          {t('errors.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
