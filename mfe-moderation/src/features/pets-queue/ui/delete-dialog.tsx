import { Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@bc/shared';
import { type ModerationReason } from '@bc/shared/contracts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ReasonSelect } from '../../../ui/reason-select';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $deleteError, $deleting, deleteClosed, deleteFx, lastReason } from '../model';
import { NoteField } from '../../../ui/note-field';

/**
 * Deleting a dog that should not exist: a reason and a note (both told to the owner), what goes with it and that it
 * cannot be undone, before the red button. A dog that is a parent, or has reports, is refused by the API: the refusal
 * (with the count) shows in the dialog, which suggests a merge instead.
 */
export function DeleteDialog() {
  const [pet, error, busy, reason, remove, close] = useUnit([$deleting, $deleteError, deleteFx.pending, lastReason.$reason, deleteFx, deleteClosed]);
  // Leaving the page closes the dialog: it does not wait open for the next visit.
  useEffect(() => close, [close]);
  if (!pet) return null;
  const submit = (decision: { reason: ModerationReason; note: string }) => void remove({ id: pet.id, ...decision }).catch(() => undefined);
  // Keyed by the dog: each opening starts empty.
  return <DeleteForm key={pet.id} name={pet.registeredName} initial={reason} error={error} busy={busy} onClose={close} onSubmit={submit} />;
}

/** The API's refusals of a deletion: in the page's language already, with the dog's name and the count. */
const BLOCKED = ['has_offspring', 'has_breeding', 'has_reports'];
const blockedText = (error: ApiError | null) => {
  const code = (error?.data as { code?: unknown } | undefined)?.code;
  return error && typeof code === 'string' && BLOCKED.includes(code) ? { [code]: error.message } : undefined;
};

interface DeleteFormProps {
  name: string;
  initial: ModerationReason | null;
  error: ApiError | null;
  busy: boolean;
  onClose(): void;
  onSubmit(decision: { reason: ModerationReason; note: string }): void;
}

function DeleteForm({ name, initial, error, busy, onClose, onSubmit }: DeleteFormProps) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<ModerationReason | null>(initial);
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      opened
      title={t('pets.deleteTitle', { name })}
      alert={<RefusalAlert error={error} testId="delete-error" own={blockedText(error)} />}
      submitLabel={t('pets.deleteConfirm')}
      color="red"
      canSubmit={reason !== null && note.trim() !== ''}
      busy={busy}
      onSubmit={() => reason && onSubmit({ reason, note: note.trim() })}
      onClose={onClose}
      testId="delete-pet"
    >
      <ReasonSelect value={reason} onChange={setReason} testId="delete-reason" />
      <NoteField label={t('pets.deleteNote')} value={note} onChange={setNote} required testId="delete-note" />
      <Text size="sm" fw={600} data-testid="delete-warning">
        {t('pets.deleteWarning')}
      </Text>
    </ConfirmDialog>
  );
}
