import { Button, Group, Paper, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert, Badge, Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, useLocale, useLocalePath } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { type AdminUser, reasonText, USER_ROLE_FILTERS } from '@bc/shared/contracts';
import { refusalText } from '../../../lib/refusal';
import { $banForm, $busy, $decisionError, banFormOpened, type MemberFilters, members, setModeratorFx, unbanFx } from '../model';
import { BanForm } from './ban-form';

function filtersFrom(params: URLSearchParams): MemberFilters {
  const q = params.get('q')?.trim().slice(0, 100);
  const role = params.get('role');
  return {
    ...(q ? { q } : {}),
    ...(role && (USER_ROLE_FILTERS as readonly string[]).includes(role) ? { role: role as MemberFilters['role'] } : {}),
  };
}

function MemberRow({ member }: { member: AdminUser }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const path = useLocalePath();
  const [form, busy, openForm, unban, setRole] = useUnit([$banForm, $busy, banFormOpened, unbanFx, setModeratorFx]);
  const swallow = () => undefined;
  return (
    <Paper component="li" withBorder p="sm" data-testid="member" data-member={member.id}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{member.nickname ?? t('members.deleted')}</Text>
          {member.displayName && <Text c="dimmed">{member.displayName}</Text>}
          {member.isModerator && <Badge variant="light">{t('members.moderator')}</Badge>}
          {member.isBaned && (
            <Badge variant="light" color="red" data-testid="member-banned">
              {member.bannedUntil
                ? t('members.bannedUntil', { date: formatDate(member.bannedUntil, locale, { dateStyle: 'medium', timeStyle: 'short' }) })
                : t('members.banned')}
            </Badge>
          )}
          {!member.isActive && !member.isDeleted && <Badge variant="outline" color="gray">{t('members.inactive')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[member.email, member.kennelName].filter(Boolean).join(' · ')}
        </Text>
        {member.isBaned && member.banReason && <Text size="sm">{t('log.reason', { reason: reasonText(member.banReason, locale) })}</Text>}
        {!member.isDeleted && (
          <Group gap="xs" wrap="wrap">
            <Button size="compact-sm" variant="default" component={Link} to={path('moder-pets', {}, { member: member.id })} data-testid="member-dogs">
              {t('members.dogs')}
            </Button>
            <Button size="compact-sm" variant="default" component={Link} to={path('moder', {}, { recordKind: 'user', recordId: member.id })}>
              {t('log.history')}
            </Button>
            {member.isBaned ? (
              <Button size="compact-sm" variant="light" loading={busy === member.id} onClick={() => unban(member.id).catch(swallow)} data-testid="member-unban">
                {t('members.unban')}
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" color="red" onClick={() => openForm(member.id)} data-testid="member-ban">
                {t('members.ban')}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              loading={busy === member.id}
              onClick={() => setRole({ id: member.id, isModerator: !member.isModerator }).catch(swallow)}
              data-testid="member-role"
            >
              {member.isModerator ? t('members.revoke') : t('members.grant')}
            </Button>
          </Group>
        )}
        {form === member.id && <BanForm member={member} />}
      </Stack>
    </Paper>
  );
}

/** `/moder/users`: find members, see their dogs and history, ban or unban them, grant or revoke the moderator role. */
export function MembersView() {
  const { t } = useTranslation('moderation');
  const { filters, set, setPage } = useListUrl(filtersFrom, members.shown);
  const error = useUnit($decisionError);
  const [text, setText] = useState(filters.q ?? '');
  useEffect(() => setText(filters.q ?? ''), [filters.q]);
  return (
    <Stack gap="sm">
      <Group
        gap="sm"
        align="flex-end"
        wrap="wrap"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: text.trim() || null });
        }}
        role="search"
      >
        <TextInput
          label={t('members.search')}
          placeholder={t('members.searchHint')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          data-testid="members-search"
        />
        <Select
          label={t('members.role')}
          placeholder={t('members.anyRole')}
          data={USER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
          value={filters.role ?? null}
          onChange={(role) => set({ role })}
          clearable
          w={200}
          comboboxProps={{ withinPortal: false }}
          data-testid="members-role"
        />
        <Button type="submit">{t('members.find')}</Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="members-error">
          {refusalText(t, error)}
        </Alert>
      )}
      <PagedResults
        list={members}
        onPage={setPage}
        skeleton={<Skeleton h={160} />}
        empty={<Text c="dimmed">{t('members.empty')}</Text>}
        testId="members"
      >
        {(page) => (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {page.items.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
