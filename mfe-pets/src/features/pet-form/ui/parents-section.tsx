import { Badge, Button, Group, Input, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openModal } from '@bc/shared';
import type { FullNamesResponse, Sex } from '@bc/shared/contracts';
import type { ParentValue } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

type Picked = FullNamesResponse['items'][number];

function ParentField({
  role,
  sex,
  value,
  error,
  onChange,
}: {
  role: 'sire' | 'dam';
  sex: Sex;
  value: ParentValue | null;
  error?: string;
  onChange: (value: ParentValue | null) => void;
}) {
  const { t } = useTranslation('pets');
  const choose = () =>
    openModal('search-pets', {
      sex,
      onPick: (pet: Picked) => onChange({ id: pet.id, registeredName: pet.registeredName, sex: pet.sex, birthYear: pet.birthYear }),
    });
  return (
    <Input.Wrapper label={t(`fields.${role}`)} error={error} labelElement="div">
      <Paper withBorder radius="md" p="sm" data-testid={`parent-${role}`} data-pet-id={value?.id}>
        {value ? (
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
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
              <Button size="xs" variant="light" onClick={choose} id={fieldId(role)}>
                {t('form.changeParent')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(null)} data-testid={`parent-${role}-clear`}>
                {t('form.unknownParent')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text c="dimmed" size="sm">
              {t('pet.unknownParent')}
            </Text>
            <Button size="xs" variant="light" onClick={choose} id={fieldId(role)} data-testid={`parent-${role}-choose`}>
              {t(`form.choose.${role}`)}
            </Button>
          </Group>
        )}
      </Paper>
    </Input.Wrapper>
  );
}

/** The sire and the dam, picked in the 'search-pets' modal (by sex) or left unknown. */
export function ParentsSection({ values, change, error }: SectionProps) {
  const { t } = useTranslation('pets');
  return (
    <FormSection title={t('form.parents')} description={t('form.parentsHint')} testId="section-parents">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ParentField role="sire" sex="male" value={values.sire} error={error('sire')} onChange={(sire) => change({ sire }, 'sire')} />
        <ParentField role="dam" sex="female" value={values.dam} error={error('dam')} onChange={(dam) => change({ dam }, 'dam')} />
      </SimpleGrid>
    </FormSection>
  );
}
