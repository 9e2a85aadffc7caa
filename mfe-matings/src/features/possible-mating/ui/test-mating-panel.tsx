import { Button, Center, Loader, Stack, Text, Title } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTestMating, type TestMatingProps } from '../lib/load-test-mating';
import { RemoteBoundary } from './remote-boundary';

/** A fresh lazy component per attempt: React keeps a failed lazy load failed. */
const attempt = (key: number) => ({ key, View: lazy(async () => ({ default: await loadTestMating() })) });

/**
 * The hypothetical litter, drawn by mfe-pedigree's `./test-mating`. When that remote cannot be loaded (or throws), a
 * polite error with a retry replaces it and the rest of the page keeps working. `title`: its heading (the
 * possible-mating page's "The hypothetical litter" by default).
 */
export function TestMatingPanel({ sireId, damId, title }: TestMatingProps & { title?: string }) {
  const { t } = useTranslation('matings');
  const headingId = useId();
  const [{ key, View }, setAttempt] = useState(() => attempt(0));

  const failure = (
    <Alert color="orange" variant="light" title={t('result.unavailableTitle')} data-testid="test-mating-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('result.unavailableText')}</Text>
        <Button size="xs" variant="light" color="orange" onClick={() => setAttempt(attempt(key + 1))} data-testid="test-mating-retry">
          {t('common:errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="test-mating-panel">
      <Title order={2} fz="h3" id={headingId}>
        {title ?? t('result.title')}
      </Title>
      <RemoteBoundary key={key} fallback={failure}>
        <Suspense
          fallback={
            <Center py="xl" aria-busy="true" data-testid="test-mating-loading">
              <Loader aria-label={t('common:layout.loading')} />
            </Center>
          }
        >
          <View sireId={sireId} damId={damId} />
        </Suspense>
      </RemoteBoundary>
    </Stack>
  );
}
