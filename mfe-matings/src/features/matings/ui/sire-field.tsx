import { DateField } from '@bc/shared/ui/date-field';
import { Button, Group, Input, Paper, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $colors, openModal, useLocale } from '@bc/shared';
import { optionsOf } from '@bc/shared/pets';
import { emptyNewSire, type MatingFormValues, type NewSireValues } from '../lib/form-values';
import type { FormErrors } from '../lib/form-errors';

interface SireFieldProps {
  value: MatingFormValues['sire'];
  onChange: (sire: MatingFormValues['sire']) => void;
  /** The error text at each of the sire's places. */
  error: (field: keyof FormErrors) => string | undefined;
}

/** Choose another male in the pet search, or take the sire out. */
function ChooseOrClear({ chooseLabel, onChoose, onClear }: { chooseLabel: string; onChoose: () => void; onClear: () => void }) {
  const { t } = useTranslation('matings');
  return (
    <Group gap={4}>
      <Button size="xs" variant="light" onClick={onChoose} id="mating-sire">
        {chooseLabel}
      </Button>
      <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
        {t('matings.form.clear')}
      </Button>
    </Group>
  );
}

/** The sire: a male of the database (the pet search modal) or an outside sire entered as a new record. */
export function SireField({ value, onChange, error }: SireFieldProps) {
  const { t } = useTranslation('matings');
  const locale = useLocale();
  const colors = useUnit($colors);
  const colorOptions = useMemo(() => optionsOf(colors, locale), [colors, locale]);
  const choose = () =>
    openModal('search-pets', {
      sex: 'male',
      onPick: (pet) => onChange({ kind: 'pet', pet: { id: pet.id, registeredName: pet.registeredName } }),
    });
  const edit = (patch: Partial<NewSireValues>) => value?.kind === 'new' && onChange({ kind: 'new', values: { ...value.values, ...patch } });

  return (
    <Input.Wrapper label={t('matings.form.sire')} error={error('sire')} labelElement="div" required>
      <Paper withBorder radius="md" p="sm" mt={4} data-testid="mating-form-sire" data-pet-id={value?.kind === 'pet' ? value.pet.id : undefined}>
        {value?.kind === 'pet' ? (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="mating-form-sire-name">
              {value.pet.registeredName}
            </Text>
            <ChooseOrClear chooseLabel={t('matings.form.changeSire')} onChoose={choose} onClear={() => onChange(null)} />
          </Group>
        ) : value?.kind === 'new' ? (
          <Stack gap="sm" data-testid="mating-form-new-sire">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>{t('matings.form.newSire')}</Text>
              <ChooseOrClear chooseLabel={t('matings.form.chooseInstead')} onChoose={choose} onClear={() => onChange(null)} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('matings.form.newSireHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                id="mating-newSire.registeredName"
                label={t('matings.form.registeredName')}
                value={value.values.registeredName}
                onChange={(event) => edit({ registeredName: event.currentTarget.value })}
                error={error('newSire.registeredName')}
                required
                data-testid="mating-form-new-sire-name"
              />
              <TextInput
                label={t('matings.form.kennelPrefix')}
                value={value.values.kennelPrefix}
                onChange={(event) => edit({ kennelPrefix: event.currentTarget.value })}
                error={error('newSire.kennelPrefix')}
              />
              <DateField
                label={t('matings.form.birthDate')}
                value={value.values.birthDate}
                onChange={(birthDate) => edit({ birthDate })}
                error={error('newSire.birthDate')}
              />
              <Select
                label={t('matings.form.color')}
                data={colorOptions}
                value={value.values.colorId}
                onChange={(colorId) => edit({ colorId })}
                error={error('newSire.colorId')}
                searchable
                clearable
              />
            </SimpleGrid>
          </Stack>
        ) : (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text c="dimmed" size="sm">
              {t('matings.form.noSire')}
            </Text>
            <Group gap={4}>
              <Button size="xs" variant="light" onClick={choose} id="mating-sire" data-testid="mating-form-choose-sire">
                {t('matings.form.chooseSire')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => onChange({ kind: 'new', values: emptyNewSire() })} data-testid="mating-form-new-sire-open">
                {t('matings.form.addNewSire')}
              </Button>
            </Group>
          </Group>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
