import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Badge, Skeleton } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, useLocale, useLocalePath } from '@bc/shared';
import { useListUrl } from '@bc/shared/list';
import { type AdminUser, reasonText, USER_ROLE_FILTERS } from '@bc/shared/contracts';
import { QueueFilters, QueueList, runEach } from '../../../ui/queue';
import { RefusalAlert } from '../../../ui/refusal-alert';
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

/** A member: nickname, name, roles and ban, email and kennel, the ban's reason. */
function MemberFacts({ member }: { member: AdminUser }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
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
    </Stack>
  );
}

function MemberActions({ member }: { member: AdminUser }) {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const [busy, openForm, unban, setRole] = useUnit([$busy, banFormOpened, unbanFx, setModeratorFx]);
  const swallow = () => undefined;
  if (member.isDeleted) return null;
  return (
    <>
      <Button size="compact-md" variant="default" component={Link} to={path('moder-pets', {}, { member: member.id })} data-testid="member-dogs">
        {t('members.dogs')}
      </Button>
      <Button size="compact-md" variant="default" component={Link} to={path('moder', {}, { recordKind: 'user', recordId: member.id })}>
        {t('log.history')}
      </Button>
      {member.isBaned ? (
        <Button size="compact-md" variant="light" loading={busy === member.id} onClick={() => unban(member.id).catch(swallow)} data-testid="member-unban">
          {t('members.unban')}
        </Button>
      ) : (
        <Button size="compact-md" variant="light" color="red" onClick={() => openForm(member.id)} data-testid="member-ban">
          {t('members.ban')}
        </Button>
      )}
      <Button
        size="compact-md"
        variant="subtle"
        loading={busy === member.id}
        onClick={() => setRole({ id: member.id, isModerator: !member.isModerator }).catch(swallow)}
        data-testid="member-role"
      >
        {member.isModerator ? t('members.revoke') : t('members.grant')}
      </Button>
    </>
  );
}

/**
 * `/moder/users`: find members, see their dogs and history, ban or unban them, grant or revoke the moderator role; from
 * the keyboard (a lifts a ban, r opens the ban form with the last reason, o shows the member's dogs) and in bulk (lift).
 */
export function MembersView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, members.shown);
  const [error, form, openForm, unban] = useUnit([$decisionError, $banForm, banFormOpened, unbanFx]);
  const swallow = () => undefined;
  const idOf = useCallback((member: AdminUser) => member.id, []);
  return (
    <Stack gap="sm">
      <QueueFilters search={{ value: filters.q, label: t('members.search'), placeholder: t('members.searchHint'), onSearch: (q) => set({ q }), testId: 'members-search' }}>
        <Select
          label={t('members.role')}
          placeholder={t('members.anyRole')}
          data={USER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
          value={filters.role ?? null}
          onChange={(role) => set({ role })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="members-role"
        />
      </QueueFilters>
      <RefusalAlert error={error} testId="members-error" />
      <QueueList
        list={members}
        onPage={setPage}
        idOf={idOf}
        nameOf={(member) => member.nickname ?? `#${member.id}`}
        rowProps={(member) => ({ 'data-testid': 'member', 'data-member': member.id })}
        actions={(member) => <MemberActions member={member} />}
        below={(member) => form === member.id && <BanForm member={member} />}
        keys={{
          approve: (member) => member.isBaned && void unban(member.id).catch(swallow),
          reject: (member) => !member.isDeleted && !member.isBaned && openForm(member.id),
          open: (member) => void navigate(path('moder-pets', {}, { member: member.id })),
        }}
        keyLabels={{ approve: t('queue.keys.unban'), reject: t('queue.keys.ban'), open: t('queue.keys.memberDogs') }}
        bulk={(chosen, clear) => {
          const banned = chosen.filter((member) => member.isBaned);
          return (
            banned.length > 0 && (
              <Button size="compact-md" variant="light" onClick={() => void runEach(banned, (member) => unban(member.id)).then(clear)} data-testid="bulk-unban">
                {t('queue.bulkUnban', { count: banned.length })}
              </Button>
            )
          );
        }}
        skeleton={<Skeleton h={160} />}
        empty={<Text c="dimmed">{t('members.empty')}</Text>}
        testId="members"
      >
        {(member) => <MemberFacts member={member} />}
      </QueueList>
    </Stack>
  );
}
