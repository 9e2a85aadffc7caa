import { Button, Group, Paper, Stack, Text } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@bc/shared';
import type { ConnectBreedersGroup } from '@bc/shared/contracts';
import { useListUrl } from '@bc/shared/list';
import { QueueList, runEach } from '../../../ui/queue';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $busy, $connected, $decisionError, $undoing, connectFx, type GroupFilters, groups, undoFx } from '../model';
import { GroupCard } from './group-card';

function filtersFrom(params: URLSearchParams): GroupFilters {
  const memberId = Number(params.get('memberId'));
  return Number.isInteger(memberId) && memberId > 0 ? { memberId } : {};
}

const nameOf = (group: ConnectBreedersGroup) => group.member.nickname ?? `#${group.member.id}`;

/** The connections made on this page, each with its undo. */
function Connections() {
  const { t } = useTranslation('moderation');
  const [connected, undoing, undo] = useUnit([$connected, $undoing, undoFx]);
  if (connected.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="connections">
      <Stack gap={4}>
        {connected.map(({ member, count, entry }) => (
          <Group key={entry.id} gap="sm" justify="space-between" wrap="wrap" data-testid="connection">
            <Text size="sm">{t('connectBreeders.connected', { count, member: member.nickname ?? `#${member.id}` })}</Text>
            <Button size="compact-sm" variant="default" loading={undoing === entry.id} onClick={() => void undo(entry.id).catch(() => undefined)} data-testid="connection-undo">
              {t('connectBreeders.undo')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * `/moder/connect-breeders`: members whose kennel name or prefix is the plain breeder or owner name of dogs (the API
 * compares across Cyrillic and Latin spellings), the most dogs first; connect a dog, a member's dogs on screen, or the
 * selected members' dogs; undo a connection made here.
 */
export function ConnectBreedersView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, groups.shown);
  const [error, busy, connect] = useUnit([$decisionError, $busy, connectFx]);
  const idOf = useCallback((group: ConnectBreedersGroup) => group.member.id, []);
  const connectAll = (group: ConnectBreedersGroup) => connect({ member: group.member, petIds: group.dogs.map((dog) => dog.id) });
  const swallow = () => undefined;
  return (
    <Stack gap="sm">
      {filters.memberId !== undefined && (
        <Group>
          <Button variant="default" onClick={() => set({ memberId: null })} data-testid="connect-all-members">
            {t('connectBreeders.allMembers')}
          </Button>
        </Group>
      )}
      <RefusalAlert error={error} own={{ not_matching: t('connectBreeders.refusals.not_matching') }} testId="connect-error" />
      <Connections />
      <QueueList
        list={groups}
        onPage={setPage}
        idOf={idOf}
        nameOf={nameOf}
        rowProps={(group) => ({ 'data-testid': 'connect-group', 'data-member': group.member.id })}
        actions={(group) => (
          <Button size="compact-md" loading={busy === group.member.id} onClick={() => void connectAll(group).catch(swallow)} data-testid="connect-group-button">
            {t('connectBreeders.connectAll', { count: group.dogs.length })}
          </Button>
        )}
        keys={{
          approve: (group) => void connectAll(group).catch(swallow),
          open: (group) => {
            if (group.member.nickname) void navigate(path('u-nickname', { nickname: group.member.nickname }));
          },
        }}
        keyLabels={{ approve: t('connectBreeders.keys.approve'), reject: t('connectBreeders.keys.reject'), open: t('connectBreeders.keys.open') }}
        bulk={(chosen, clear) => (
          <Button size="compact-md" variant="light" onClick={() => void runEach(chosen, connectAll).then(clear)} data-testid="bulk-connect">
            {t('connectBreeders.bulkConnect', { count: chosen.length })}
          </Button>
        )}
        skeleton={<Skeleton h={200} />}
        empty={<Text c="dimmed">{t('connectBreeders.empty')}</Text>}
        testId="connect-groups"
      >
        {(group) => <GroupCard group={group} />}
      </QueueList>
    </Stack>
  );
}
