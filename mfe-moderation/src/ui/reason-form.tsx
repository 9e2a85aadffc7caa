import { Button, Group, Paper, Stack } from '@bc/shared/mantine';
import { Textarea } from '@bc/shared/mantine/textarea';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS, type ModerationReason } from '@bc/shared/contracts';
import { ReasonSelect } from './reason-select';

export interface ReasonDecision {
  reason: ModerationReason;
  note?: string;
}

interface ReasonFormProps {
  /** The form's accessible name ("Hide Moss of Hill"). */
  title: string;
  /** The reason it starts with (the queue's last one). */
  initial: ModerationReason | null;
  submitLabel: string;
  /** The note's label (who reads it); "Note for the owner" by default. */
  noteLabel?: string;
  busy: boolean;
  onSubmit(decision: ReasonDecision): void;
  onCancel(): void;
  /** Test ids: `<testId>-form`, `-reason`, `-note`, `-submit`. */
  testId: string;
}

/** A rejection's reason template and an optional note, both told to the member: hiding a dog, refusing a request. */
export function ReasonForm({ title, initial, submitLabel, noteLabel, busy, onSubmit, onCancel, testId }: ReasonFormProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ModerationReason | null>(initial);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    onSubmit({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={title} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <ReasonSelect value={reason} onChange={setReason} testId={`${testId}-reason`} />
        <Textarea
          label={noteLabel ?? t('hide.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MODERATION_LIMITS.note}
          autosize
          minRows={2}
          data-testid={`${testId}-note`}
        />
        <Group gap="sm">
          <Button type="submit" color="red" disabled={reason === null} loading={busy} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('ban.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
