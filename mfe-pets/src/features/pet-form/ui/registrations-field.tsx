import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@bc/shared/mantine';
import { useTranslation } from 'react-i18next';
import { PET_LIMITS } from '@bc/shared/contracts';
import { newKey } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import type { SectionProps } from './section-props';

/** The pet's registrations: rows of registry and number, added and removed freely. */
export function RegistrationsField({ values, change, error }: Omit<SectionProps, 'uploading'>) {
  const { t } = useTranslation('pets');
  const setRegistration = (key: string, field: 'registry' | 'number', value: string) =>
    change(
      { registrations: values.registrations.map((row) => (row.key === key ? { ...row, [field]: value } : row)) },
      `registrations.${key}.${field}`,
      'registrations',
    );

  return (
    <Input.Wrapper label={t('fields.registrations')} error={error('registrations')} labelElement="div">
      <Stack gap="xs" id={fieldId('registrations')} tabIndex={-1}>
        {values.registrations.map((row, index) => (
          <Group key={row.key} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              id={fieldId(`registrations.${row.key}.registry`)}
              aria-label={t('form.registry', { index: index + 1 })}
              placeholder={t('form.registryPlaceholder')}
              value={row.registry}
              onChange={(event) => setRegistration(row.key, 'registry', event.currentTarget.value)}
              error={error(`registrations.${row.key}.registry`)}
              maxLength={PET_LIMITS.registry + 10}
              style={{ flex: 2 }}
            />
            <TextInput
              id={fieldId(`registrations.${row.key}.number`)}
              aria-label={t('form.registrationNumber', { index: index + 1 })}
              placeholder={t('form.registrationNumberPlaceholder')}
              value={row.number}
              onChange={(event) => setRegistration(row.key, 'number', event.currentTarget.value)}
              error={error(`registrations.${row.key}.number`)}
              maxLength={PET_LIMITS.registrationNumber + 10}
              style={{ flex: 3 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={4}
              aria-label={t('form.removeRegistration', { index: index + 1 })}
              onClick={() => change({ registrations: values.registrations.filter((item) => item.key !== row.key) }, 'registrations')}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {values.registrations.length < PET_LIMITS.registrations && (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => change({ registrations: [...values.registrations, { key: newKey('reg'), registry: '', number: '' }] })}
            data-testid="add-registration"
          >
            {t('form.addRegistration')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
