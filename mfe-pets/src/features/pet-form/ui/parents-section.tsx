import { Button, Group, Input, Paper, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, Section, useLocale } from '@bc/shared';
import { optionsOf } from '@bc/shared/pets';
import type { FullNamesResponse, Sex } from '@bc/shared/contracts';
import { useDictionaries } from '../../../entities/dictionaries';
import { emptyNewParent, type NewParentValue, type ParentValue } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import { NameFields } from './name-fields';
import { PartialDateField } from './partial-date-field';
import type { SectionProps } from './section-props';
import classes from './pet-form.module.css';

type Picked = FullNamesResponse['items'][number];
type Role = 'sire' | 'dam';
const NEW_KEY = { sire: 'newSire', dam: 'newDam' } as const;

/** The fields of a parent entered as a new record: registered name (required), call name, kennel prefix, birth, colour. */
function NewParentFields({
  role,
  value,
  error,
  onChange,
}: {
  role: Role;
  value: NewParentValue;
  error: SectionProps['error'];
  onChange: (patch: Partial<NewParentValue>, path: string) => void;
}) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const { colors } = useDictionaries();
  const colorOptions = useMemo(() => optionsOf(colors, locale), [colors, locale]);
  const key = NEW_KEY[role];
  const path = (field: string) => `${key}.${field}`;
  const testId = (field: string) => `new-${role}-${field}`;
  return (
    <Stack gap="sm" data-testid={`parent-${role}-new-form`}>
      <NameFields value={value} onChange={onChange} error={error} prefix={`${key}.`} testIdOf={testId} compact />
      <PartialDateField
        label={t('fields.birthDate')}
        value={value.birth}
        onChange={(birth) => onChange({ birth }, path('birth'))}
        error={error(path('birth'))}
        id={fieldId(path('birth'))}
        testId={testId('birth')}
      />
      <Select
        id={fieldId(path('colorId'))}
        label={t('fields.color')}
        placeholder={t('form.newParent.colorUnknown')}
        data={colorOptions}
        value={value.colorId}
        onChange={(colorId) => onChange({ colorId }, path('colorId'))}
        error={error(path('colorId'))}
        searchable
        clearable
        nothingFoundMessage={t('search.nothingFound')}
        data-testid={testId('color')}
      />
    </Stack>
  );
}

function ParentField({
  role,
  sex,
  value,
  created,
  error,
  onPick,
  onCreate,
}: {
  role: Role;
  sex: Sex;
  value: ParentValue | null;
  created: NewParentValue | null;
  error: SectionProps['error'];
  /** An existing pet, or null for unknown (either drops a new record). */
  onPick: (value: ParentValue | null) => void;
  /** A new record's fields changed, or it was started (patch {}) or dropped (null). */
  onCreate: (patch: Partial<NewParentValue> | null, path?: string) => void;
}) {
  const { t } = useTranslation('pets');
  const choose = () =>
    openModal('search-pets', {
      sex,
      onPick: (pet: Picked) => onPick({ id: pet.id, registeredName: pet.registeredName, sex: pet.sex, birthYear: pet.birthYear }),
    });
  const chooseButton = (label: string, testId?: string) => (
    <Button size="xs" variant="light" onClick={choose} id={created ? undefined : fieldId(role)} data-testid={testId}>
      {label}
    </Button>
  );
  return (
    <Input.Wrapper label={t(`fields.${role}`)} error={error(role)} labelElement="div">
      <Paper withBorder radius="md" p="sm" data-testid={`parent-${role}`} data-pet-id={value?.id} data-new={created ? 'true' : undefined}>
        {created ? (
          <Stack gap="sm">
            <div>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap={6}>
                  <Text fw={600}>{t(`form.newParent.title.${role}`)}</Text>
                  <Badge size="xs" variant="light" color={sex === 'male' ? 'blue' : 'pink'}>
                    {t(`sex.${sex}`)}
                  </Badge>
                </Group>
                <Group gap={4} wrap="wrap">
                  {chooseButton(t('form.newParent.chooseInstead'))}
                  <Button size="xs" variant="subtle" color="gray" onClick={() => onCreate(null)} data-testid={`parent-${role}-new-remove`}>
                    {t('form.newParent.remove')}
                  </Button>
                </Group>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {t('form.newParent.hint')}
              </Text>
            </div>
            <NewParentFields role={role} value={created} error={error} onChange={(patch, path) => onCreate(patch, path)} />
          </Stack>
        ) : value ? (
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <div className={classes.shrink}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={`parent-${role}-name`}>
                {value.registeredName}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light" color={value.sex === 'male' ? 'blue' : 'pink'}>
                  {t(`sex.${value.sex}`)}
                </Badge>
                {value.birthYear && (
                  <Text size="xs" c="dimmed">
                    {value.birthYear}
                  </Text>
                )}
              </Group>
            </div>
            <Group gap={4} wrap="nowrap">
              {chooseButton(t('form.changeParent'))}
              <Button size="xs" variant="subtle" color="gray" onClick={() => onPick(null)} data-testid={`parent-${role}-clear`}>
                {t('form.unknownParent')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text c="dimmed" size="sm">
              {t('pet.unknownParent')}
            </Text>
            <Group gap={4} wrap="wrap">
              {chooseButton(t(`form.choose.${role}`), `parent-${role}-choose`)}
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  onCreate({});
                  requestAnimationFrame(() => document.getElementById(fieldId(`${NEW_KEY[role]}.registeredName`))?.focus());
                }}
                data-testid={`parent-${role}-new`}
              >
                {t('form.newParent.create')}
              </Button>
            </Group>
          </Group>
        )}
      </Paper>
    </Input.Wrapper>
  );
}

/**
 * The sire and the dam: picked in the 'search-pets' modal (by sex), entered as new records (created with the pet in
 * one transaction, their own parents unknown), or left unknown.
 */
export function ParentsSection({ values, change, error }: SectionProps) {
  const { t } = useTranslation('pets');
  const field = (role: Role, sex: Sex) => {
    const key = NEW_KEY[role];
    return (
      <ParentField
        role={role}
        sex={sex}
        value={values[role]}
        created={values[key]}
        error={error}
        onPick={(parent) => change({ [role]: parent, [key]: null }, role, ...Object.keys(values[key] ?? {}).map((name) => `${key}.${name}`))}
        onCreate={(patch, path) =>
          change(
            (current) => ({ [role]: null, [key]: patch === null ? null : { ...(current[key] ?? emptyNewParent()), ...patch } }),
            role,
            ...(path ? [path] : []),
          )
        }
      />
    );
  };
  return (
    <Section card titleSize="h3" title={t('form.parents')} description={t('form.parentsHint')} testId="section-parents">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {field('sire', 'male')}
        {field('dam', 'female')}
      </SimpleGrid>
    </Section>
  );
}
