import { Button, Group, Paper, Stack, Title, VisuallyHidden } from '@bc/shared/mantine';
import { Alert, Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@bc/shared/load';
import type { ParentRole } from '../lib/pair';
import { parentSlots, type ChosenPet as Pet } from '../model';
import { ChosenPet } from './chosen-pet';
import { NameCombobox } from './name-combobox';

export interface ParentPickerProps {
  role: ParentRole;
  /** The id the URL names for this side. */
  id: number | null;
  /** Writes this side's id to the URL (null: cleared). */
  onChange(id: number | null): void;
}

/**
 * One side of the mating: the dog the URL names (fetched when it was not picked here), or a name autocomplete;
 * loading, not-found, failed-with-retry and wrong-sex states.
 */
export function ParentPicker({ role, id, onChange }: ParentPickerProps) {
  const { t } = useTranslation('matings');
  const headingId = useId();
  const slot = parentSlots[role];
  const [pet, status, wrongSex, linked, picked, retried] = useUnit([
    slot.$pet,
    slot.$status,
    slot.$wrongSex,
    slot.linked,
    slot.picked,
    slot.retried,
  ]);

  useEffect(() => {
    linked(id);
  }, [linked, id]);

  const pick = (chosen: Pet) => {
    picked(chosen);
    onChange(chosen.id);
  };
  // Until the URL's id reaches the model, it is as good as loading.
  const loading = status === 'loading' || (status === 'empty' && id !== null);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      data-testid={`parent-${role}`}
      data-status={status}
      data-pet-id={pet?.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" id={headingId}>
            {t(`picker.${role}.title`)}
          </Title>
          {id !== null && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onChange(null)} data-testid={`parent-${role}-clear`}>
              {t('picker.clear')}
            </Button>
          )}
        </Group>
        {loading && (
          <Stack gap={8} aria-busy="true" data-testid={`parent-${role}-loading`}>
            <Skeleton height={20} width="75%" />
            <Skeleton height={16} width="45%" />
            <VisuallyHidden>{t('common:layout.loading')}</VisuallyHidden>
          </Stack>
        )}
        {pet && <ChosenPet pet={pet} role={role} />}
        {pet && wrongSex && (
          <Alert color="orange" variant="light" data-testid={`parent-${role}-wrong-sex`}>
            {t(`picker.${role}.wrongSex`, { name: pet.registeredName })}
          </Alert>
        )}
        {status === 'not-found' && (
          <Alert color="gray" variant="light" data-testid={`parent-${role}-not-found`}>
            {t('picker.notFound')}
          </Alert>
        )}
        {status === 'failed' && (
          <LoadFailure onRetry={retried} message={t('picker.loadFailed')} testId={`parent-${role}-error`} />
        )}
        {!pet && !loading && <NameCombobox slot={slot} onPick={pick} />}
      </Stack>
    </Paper>
  );
}
