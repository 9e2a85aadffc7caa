import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, showToast, useLocale, type ModalComponentProps } from '@bc/shared';
import { LIMITS } from '@bc/shared/contracts';
import { $noteError, $notePending, deleteNoteFx, noteModalOpened, saveNoteFx } from '../model';

/**
 * The 'note' modal: my private note on a pet. props: `petId`, `note` (the current text, if any) and optionally
 * `onSaved(note: string | null)` (null after a delete).
 */
export function NoteModal({ close, props }: ModalComponentProps<'note'>) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const petId = Number(props.petId);
  const initial = typeof props.note === 'string' ? props.note : '';
  const onSaved = props.onSaved;
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pending, error, opened] = useUnit([$notePending, $noteError, noteModalOpened]);

  useLayoutEffect(() => {
    opened();
  }, [opened]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) return setInvalid(t('validation.required'));
    if (note.length > LIMITS.text) return setInvalid(t('validation.tooLong', { max: LIMITS.text }));
    try {
      const saved = await saveNoteFx({ petId, note });
      onSaved?.(saved.note);
      showToast({ type: 'success', message: t('note.saved') });
      close();
    } catch {
      // the error shows in the modal
    }
  };

  const remove = async () => {
    try {
      await deleteNoteFx(petId);
      onSaved?.(null);
      showToast({ type: 'success', message: t('note.deleted') });
      close();
    } catch {
      // the error shows in the modal
    }
  };

  return (
    <form onSubmit={save} noValidate data-testid="note-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('note.intro')}
        </Text>
        <Textarea
          label={t('note.label')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(null);
          }}
          error={invalid}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={LIMITS.text}
          description={`${formatNumber(text.length, locale)} / ${formatNumber(LIMITS.text, locale)}`}
          data-autofocus
          data-testid="note-text"
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="note-error">
            {error.shownText(t('common:states.error'))}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {initial ? (
            <Button variant="subtle" color="red" onClick={remove} disabled={pending} data-testid="note-delete">
              {t('common:actions.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="note-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
