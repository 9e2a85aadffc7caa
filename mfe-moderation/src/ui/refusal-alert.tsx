import { Alert } from '@bc/shared/mantine/display';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@bc/shared';
import { refusalText } from '../lib/refusal';

/** A decision's refusal above a list, in the page's language (`own`: a queue's own refusal codes, code → text); nothing without one. */
export function RefusalAlert({ error, testId, own }: { error: ApiError | null; testId: string; own?: Partial<Record<string, string>> }) {
  const { t } = useTranslation('moderation');
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {refusalText(t, error, own)}
    </Alert>
  );
}
