import { Avatar, Button, Group, Input, SimpleGrid, Stack, Text, TextInput } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $session, Section } from '@bc/shared';
import { LIMITS, type MemberSearchItem } from '@bc/shared/contracts';
import type { PersonMode, PersonValue } from '../lib/form-values';
import { fieldId } from '../lib/use-field-errors';
import { MEMBER_SEARCH_MIN, memberQuery, useMemberSearch } from '../lib/use-member-search';
import type { SectionProps } from './section-props';
import classes from './pet-form.module.css';

const details = (member: MemberSearchItem) => [member.kennelName, member.displayName, member.country].filter(Boolean).join(' · ');

/**
 * Any member, found by nickname, display name or kennel as one types (GET /api/users/search: public fields only).
 * The chosen member stays an option, so the box shows it.
 */
function MemberPicker({ role, value, error, labelId, onPick }: { role: 'breeder' | 'owner'; value: PersonValue; error?: ReactNode; labelId: string; onPick: (member: MemberSearchItem) => void }) {
  const { t } = useTranslation('pets');
  const [text, setText] = useState('');
  const { items, status, query } = useMemberSearch(text);
  const found = useMemo(() => new Map(items.map((item) => [String(item.id), item])), [items]);
  const data = useMemo(() => {
    const options = items.map((item) => ({ value: String(item.id), label: `@${item.nickname}` }));
    if (value.userId !== null && !found.has(String(value.userId))) {
      options.unshift({ value: String(value.userId), label: value.nickname ? `@${value.nickname}` : t('person.former') });
    }
    return options;
  }, [items, found, value.userId, value.nickname, t]);
  const typed = memberQuery(text);
  const empty =
    typed.length < MEMBER_SEARCH_MIN
      ? t('person.typeMore', { min: MEMBER_SEARCH_MIN })
      : status === 'failed'
        ? t('common:states.error')
        : status === 'ready' && query === typed
          ? t('search.nothingFound')
          : t('person.searching');

  return (
    <Select
      id={fieldId(role)}
      aria-labelledby={labelId}
      searchable
      data={data}
      value={value.userId === null ? null : String(value.userId)}
      searchValue={text}
      onSearchChange={setText}
      onChange={(id) => {
        const member = id ? found.get(id) : undefined;
        if (member) onPick(member);
      }}
      // The server filters: every option it answered is shown.
      filter={({ options }) => options}
      placeholder={t('person.searchPlaceholder')}
      nothingFoundMessage={empty}
      allowDeselect={false}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      error={Boolean(error)}
      renderOption={({ option }) => {
        const member = found.get(option.value);
        if (!member) return <Text size="sm">{option.label}</Text>;
        return (
          <Group gap="xs" wrap="nowrap" className={classes.shrink} data-testid="member-option" data-user-id={member.id}>
            <Avatar src={member.avatar} size="sm" radius="xl" alt="" />
            <div className={classes.shrink}>
              <Text size="sm" fw={500}>
                @{member.nickname}
              </Text>
              {details(member) && (
                <Text size="xs" c="dimmed" truncate>
                  {details(member)}
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      data-testid={`person-${role}-search`}
    />
  );
}

function PersonField({ role, value, error, onChange }: { role: 'breeder' | 'owner'; value: PersonValue; error?: ReactNode; onChange: (value: PersonValue) => void }) {
  const { t } = useTranslation('pets');
  const user = useUnit($session);
  const labelId = `pet-form-${role}-label`;
  const setMode = (mode: string) => onChange({ ...value, mode: mode as PersonMode });

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
          <Stack gap={6}>
            <MemberPicker
              role={role}
              value={value}
              error={error}
              labelId={labelId}
              onPick={(member) => onChange({ mode: 'member', userId: member.id, nickname: member.nickname, name: member.displayName ?? '' })}
            />
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed" data-testid={`person-${role}-member`}>
                {value.userId === null ? t('person.noMember') : value.nickname ? `@${value.nickname}` : t('person.former')}
              </Text>
              {user && value.userId !== user.id && (
                <Button size="compact-xs" variant="light" onClick={() => onChange({ mode: 'member', userId: user.id, nickname: user.nickname, name: '' })} data-testid={`person-${role}-me`}>
                  {t('person.me')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
        {value.mode === 'name' && (
          <TextInput
            id={fieldId(role)}
            aria-labelledby={labelId}
            placeholder={t('person.namePlaceholder')}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
            maxLength={LIMITS.name + 20}
            error={Boolean(error)}
            data-testid={`person-${role}-name`}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The breeder and the owner: any member (me, or found by name as one types) or a plain name for someone without an account. */
export function PeopleSection({ values, change, error }: SectionProps) {
  const { t } = useTranslation('pets');
  return (
    <Section card titleSize="h3" title={t('form.people')} description={t('form.peopleHint')} testId="section-people">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PersonField role="breeder" value={values.breeder} error={error('breeder')} onChange={(breeder) => change({ breeder }, 'breeder')} />
        <PersonField role="owner" value={values.owner} error={error('owner')} onChange={(owner) => change({ owner }, 'owner')} />
      </SimpleGrid>
    </Section>
  );
}
