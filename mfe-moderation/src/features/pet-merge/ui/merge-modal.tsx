import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { Textarea } from '@bc/shared/mantine/textarea';
import { useUnit } from 'effector-react';
import { type FormEvent, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModalComponentProps, showToast } from '@bc/shared';
import { fullName } from '@bc/shared/pets';
import { MODERATION_LIMITS } from '@bc/shared/contracts';
import { refusalText } from '../../../lib/refusal';
import { $found, $mergeError, $survivorId, duplicate, mergeFx, mergeOpened, searchTyped, survivor, survivorPicked } from '../model';
import { MergeSideCard } from './merge-side';

/**
 * The 'merge-pets' modal: the duplicate beside the survivor the moderator picks (preselected from the flag's
 * candidate), both compared; a required note; the merge. props: `duplicateId`, `candidateId`, `onMerged(entry)`.
 */
export function MergePetsModal({ close, props }: ModalComponentProps<'merge-pets'>) {
  const { t } = useTranslation('moderation');
  const duplicateId = Number(props.duplicateId);
  const [opened, picked, typed, merge] = useUnit([mergeOpened, survivorPicked, searchTyped, mergeFx]);
  const [gone, stays, survivorId, found, error, pending] = useUnit([duplicate.$data, survivor.$data, $survivorId, $found, $mergeError, mergeFx.pending]);
  const [query, setQuery] = useState('');
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);

  useLayoutEffect(() => {
    opened({ duplicateId, candidateId: props.candidateId ?? null });
  }, [opened, duplicateId, props.candidateId]);

  const duplicateSide = gone?.pet.id === duplicateId ? gone : null;
  const survivorSide = survivorId !== null && stays?.pet.id === survivorId ? stays : null;
  const sex = duplicateSide?.pet.sex;
  useEffect(() => {
    if (sex) typed({ q: query, sex });
  }, [query, sex, typed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (survivorId === null) return;
    if (!note.trim()) return setNoteMissing(true);
    try {
      const entry = await merge({ survivorId, duplicateId, note: note.trim() });
      props.onMerged?.(entry);
      showToast({ type: 'success', message: t('merge.done') });
      close();
    } catch {
      // the refusal shows in the modal
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="merge-modal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('merge.intro')}
        </Text>
        {survivorId === null ? (
          <Stack gap="xs">
            <TextInput
              label={t('merge.search')}
              description={t('merge.searchHint')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              maxLength={100}
              data-autofocus
              data-testid="merge-search"
            />
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('merge.candidates')}>
              {found.filter((pet) => pet.id !== duplicateId).map((pet) => (
                <li key={pet.id}>
                  <Button variant="subtle" size="compact-sm" onClick={() => picked(pet.id)} data-testid="merge-candidate" data-pet={pet.id}>
                    {fullName(pet)} #{pet.id}
                    {pet.birthDate ? ` · ${pet.birthDate.slice(0, 4)}` : ''}
                  </Button>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : (
          <Group justify="flex-end">
            <Button variant="subtle" size="compact-sm" onClick={() => picked(null)} data-testid="merge-repick">
              {t('merge.repick')}
            </Button>
          </Group>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MergeSideCard side={duplicateSide} title={t('merge.goes')} testId="merge-duplicate" />
          {survivorId === null ? (
            <Text size="sm" c="dimmed" data-testid="merge-no-survivor">
              {t('merge.pickSurvivor')}
            </Text>
          ) : (
            <MergeSideCard side={survivorSide} title={t('merge.stays')} testId="merge-survivor" />
          )}
        </SimpleGrid>
        <Textarea
          label={t('merge.note')}
          description={t('merge.noteHint')}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteMissing(false);
          }}
          error={noteMissing ? t('merge.noteRequired') : undefined}
          maxLength={MODERATION_LIMITS.note}
          required
          autosize
          minRows={2}
          data-testid="merge-note"
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="merge-error">
            {error.statusCode !== 403 && error.message ? error.message : refusalText(t, error)}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('ban.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={survivorId === null || !survivorSide || !duplicateSide} loading={pending} data-testid="merge-submit">
            {t('merge.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
