import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../lib/load-model';

export interface LoadGateProps {
  status: LoadStatus;
  /** True when there is something to show (possibly an older answer while a new one loads). */
  hasData: boolean;
  onRetry(): void;
  skeleton: ReactNode;
  notFound: string;
  children: ReactNode;
  testId?: string;
}

/** Loading skeleton, 404 and error-with-retry states around a view; keeps the last answer while refreshing. */
export function LoadGate({ status, hasData, onRetry, skeleton, notFound, children, testId = 'load' }: LoadGateProps) {
  const { t } = useTranslation('pedigree');
  if (status === 'not-found') {
    return (
      <Alert color="gray" variant="light" data-testid={`${testId}-not-found`}>
        {notFound}
      </Alert>
    );
  }
  const failure = status === 'failed' && (
    <Alert color="red" variant="light" data-testid={`${testId}-error`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="alert">
          {t('state.error')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Group>
    </Alert>
  );
  if (!hasData) {
    return (
      failure || (
        <Stack aria-busy="true" data-testid={`${testId}-loading`}>
          {skeleton}
        </Stack>
      )
    );
  }
  return (
    <>
      {failure}
      {children}
    </>
  );
}
