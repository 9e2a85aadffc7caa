import { Button, Group, Input, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $session, openModal } from '@bc/shared';
import { NAME_MAX } from '../../../lib/limits';
import type { PersonMode, PersonValue } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import { FormSection } from './form-section';
import type { SectionProps } from './section-props';

interface PickedUser {
  id: number;
  nickname: string | null;
  displayName?: string | null;
}

function PersonField({ role, value, error, onChange }: { role: 'breeder' | 'owner'; value: PersonValue; error?: string; onChange: (value: PersonValue) => void }) {
  const { t } = useTranslation('pets');
  const user = useUnit($session);
  const labelId = `pet-form-${role}-label`;
  const setMode = (mode: string) => onChange({ ...value, mode: mode as PersonMode });
  const pickMember = () =>
    openModal('users', {
      onPick: (picked: PickedUser) => onChange({ mode: 'member', userId: picked.id, nickname: picked.nickname, name: picked.displayName ?? '' }),
    });

  return (
    <Input.Wrapper label={t(`fields.${role}`)} error={error} labelElement="div" labelProps={{ id: labelId }} data-testid={`person-${role}`}>
      <Stack gap="xs">
        <SegmentedControl
          fullWidth
          size="xs"
          aria-labelledby={labelId}
          value={value.mode}
          onChange={setMode}
          data={[
            { value: 'unknown', label: t('person.modeUnknown') },
            { value: 'member', label: t('person.modeMember') },
            { value: 'name', label: t('person.modeName') },
          ]}
          data-testid={`person-${role}-mode`}
        />
        {value.mode === 'member' && (
          <Group gap="xs" justify="space-between" wrap="wrap" id={fieldId(role)} tabIndex={-1}>
            <Text size="sm" fw={600} data-testid={`person-${role}-member`}>
              {value.userId === null ? <Text span c="dimmed" size="sm">{t('person.noMember')}</Text> : value.nickname ? `@${value.nickname}` : t('person.former')}
            </Text>
            <Group gap={4}>
              {user && (
                <Button size="xs" variant="light" onClick={() => onChange({ mode: 'member', userId: user.id, nickname: user.nickname, name: '' })} data-testid={`person-${role}-me`}>
                  {t('person.me')}
                </Button>
              )}
              {user?.isModerator && (
                <Button size="xs" variant="light" onClick={pickMember}>
                  {t('person.chooseMember')}
                </Button>
              )}
            </Group>
          </Group>
        )}
        {value.mode === 'name' && (
          <TextInput
            id={fieldId(role)}
            aria-labelledby={labelId}
            placeholder={t('person.namePlaceholder')}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
            maxLength={NAME_MAX + 20}
            error={Boolean(error)}
            data-testid={`person-${role}-name`}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The breeder and the owner: a member (me, or — for moderators — anyone, from the members list) or a plain name. */
export function PeopleSection({ values, change, error }: SectionProps) {
  const { t } = useTranslation('pets');
  return (
    <FormSection title={t('form.people')} description={t('form.peopleHint')} testId="section-people">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonField role="breeder" value={values.breeder} error={error('breeder')} onChange={(breeder) => change({ breeder }, 'breeder')} />
        <PersonField role="owner" value={values.owner} error={error('owner')} onChange={(owner) => change({ owner }, 'owner')} />
      </SimpleGrid>
    </FormSection>
  );
}
