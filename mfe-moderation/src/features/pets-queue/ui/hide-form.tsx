import { Button, Group, Paper, Stack } from '@bc/shared/mantine';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_LIMITS, type ModerationPet, type ModerationReason } from '@bc/shared/contracts';
import { ReasonSelect } from '../../../ui/reason-select';
import { $busy, hideFormClosed, hideFx } from '../model';

/** Hiding one dog: a reason template and an optional note, both told to its owner. */
export function HideForm({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const [busy, hide, closed] = useUnit([$busy, hideFx, hideFormClosed]);
  const [reason, setReason] = useState<ModerationReason | null>(null);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return;
    void hide({ id: pet.id, reason, ...(note.trim() ? { note: note.trim() } : {}) }).catch(() => undefined);
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('hide.title', { name: pet.registeredName })} data-testid="hide-form">
      <Stack gap="sm">
        <ReasonSelect value={reason} onChange={setReason} testId="hide-reason" />
        <Textarea
          label={t('hide.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MODERATION_LIMITS.note}
          autosize
          minRows={2}
          data-testid="hide-note"
        />
        <Group gap="sm">
          <Button type="submit" color="red" disabled={reason === null} loading={busy === pet.id} data-testid="hide-submit">
            {t('hide.submit')}
          </Button>
          <Button variant="default" onClick={() => closed()}>
            {t('ban.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
