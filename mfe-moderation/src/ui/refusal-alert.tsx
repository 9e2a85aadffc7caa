import { Alert } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@bc/shared';
import { refusalText } from '../lib/refusal';

/** A decision's refusal above a list, in the page's language; nothing without one. */
export function RefusalAlert({ error, testId }: { error: ApiError | null; testId: string }) {
  const { t } = useTranslation('moderation');
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {refusalText(t, error)}
    </Alert>
  );
}
