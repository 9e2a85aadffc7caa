import { Anchor, Button, Group, rem, Stack, Text } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, openModal, RouteLink, useLocale, useLocalePath } from '@bc/shared';
import { useListUrl } from '@bc/shared/list';
import { PetDetailsProvider, PetListSkeleton, PetPhoto, StatusBadge, usePetDetails } from '@bc/shared/pets';
import { type ModerationPet, PET_FLAGS, type PetFlag, PUBLISH_STATUSES, type PublishStatus } from '@bc/shared/contracts';
import { BulkPublication, QueueFilters, QueueList } from '../../../ui/queue';
import { ReasonForm } from '../../../ui/reason-form';
import { RefusalAlert } from '../../../ui/refusal-alert';
import { $busy, $decisionError, $hideForm, deleteOpened, hideFormClosed, hideFormOpened, hideFx, lastReason, petMerged, publishFx, type QueueFilters as Filters, queue } from '../model';
import { DeleteDialog } from './delete-dialog';
import { PetFlagsLine } from './pet-flags';

function filtersFrom(params: URLSearchParams): Filters {
  const q = params.get('q')?.trim().slice(0, 100);
  const status = params.get('status');
  const member = params.get('member');
  const flag = params.get('flag');
  return {
    ...(flag && (PET_FLAGS as readonly string[]).includes(flag) ? { flag: flag as PetFlag } : {}),
    ...(q ? { q } : {}),
    ...(status && (PUBLISH_STATUSES as readonly string[]).includes(status) ? { status: status as PublishStatus } : {}),
    ...(member && /^[1-9]\d{0,9}$/.test(member) && Number(member) <= 2_147_483_647 ? { memberId: Number(member) } : {}),
  };
}

/** Merging a dog into another record of it: a possible duplicate's first candidate is preselected as the survivor. */
function MergeButton({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const merged = useUnit(petMerged);
  const candidateId = pet.flags.details.duplicates?.[0]?.id ?? null;
  return (
    <Button
      size="compact-md"
      variant="light"
      color={candidateId === null ? 'gray' : 'orange'}
      onClick={() => openModal('merge-pets', { duplicateId: pet.id, candidateId, onMerged: merged })}
      data-testid="pet-merge"
    >
      {t('pets.merge')}
    </Button>
  );
}

function Decisions({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const [busy, openForm, publish, openDelete] = useUnit([$busy, hideFormOpened, publishFx, deleteOpened]);
  return (
    <>
      <MergeButton pet={pet} />
      <Button size="compact-md" variant="subtle" color="red" onClick={() => openDelete(pet)} data-testid="pet-delete">
        {t('pets.delete')}
      </Button>
      {pet.publishStatus === 'hidden' ? (
        <Button size="compact-md" variant="light" loading={busy === pet.id} onClick={() => publish(pet.id).catch(() => undefined)} data-testid="pet-publish">
          {t('pets.publish')}
        </Button>
      ) : (
        <Button size="compact-md" variant="light" color="red" onClick={() => openForm(pet.id)} data-testid="pet-hide">
          {t('pets.hide')}
        </Button>
      )}
    </>
  );
}

/** A dog in the queue: its photo, name and status, what it is, who changed it and when, its flags. */
function QueueItem({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const path = useLocalePath();
  const details = usePetDetails();
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <div style={{ flex: '0 0 auto', width: rem(56) }}>
        <PetPhoto src={pet.mainPhoto} name={pet.registeredName} width={56} height={56} radius="sm" />
      </div>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Anchor component={Link} to={path('pets-id', { id: pet.id })} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {pet.registeredName}
          </Anchor>
          <StatusBadge status={pet.publishStatus} showPublished />
        </Group>
        <Text size="xs" c="dimmed">
          {details(pet)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pets.changed', { date: formatDate(pet.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
          {pet.createdBy && (
            <>
              {' · '}
              <RouteLink to="moder-users" query={{ q: pet.createdBy.nickname ?? '' }} size="xs" underline="always">
                {pet.createdBy.nickname ?? `#${pet.createdBy.id}`}
              </RouteLink>
            </>
          )}
          {' · '}
          <RouteLink to="moder" query={{ recordKind: 'pet', recordId: pet.id }} size="xs" underline="always">
            {t('log.history')}
          </RouteLink>
        </Text>
        <PetFlagsLine flags={pet.flags} />
        {pet.hiddenReason && pet.publishStatus === 'hidden' && (
          <Text size="sm" fw={600} data-testid="queue-hidden-reason">
            {t('log.reason', { reason: pet.hiddenReason })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Hiding the selected dogs (those not hidden yet) with one reason; publishing the hidden ones again. */
/**
 * `/moder/pets`: new and changed dogs of every status, the last changed first; hide one with a reason, publish it again,
 * or merge it into another record of the same dog; in bulk and from the keyboard (a publishes, r hides, o opens).
 */
export function PetsQueueView() {
  const { t } = useTranslation('moderation');
  const path = useLocalePath();
  const navigate = useNavigate();
  const { filters, set, setPage } = useListUrl(filtersFrom, queue.shown);
  const [error, form, busy, reason, hide, publish, openForm, closed] = useUnit([$decisionError, $hideForm, $busy, lastReason.$reason, hideFx, publishFx, hideFormOpened, hideFormClosed]);
  const swallow = () => undefined;
  const idOf = useCallback((pet: ModerationPet) => pet.id, []);
  return (
    <Stack gap="sm">
      <QueueFilters
        search={{ value: filters.q, label: t('pets.search'), onSearch: (q) => set({ q }), testId: 'queue-search' }}
        extra={
          filters.memberId !== undefined && (
            <Button variant="subtle" onClick={() => set({ member: null })} data-testid="queue-all-members">
              {t('pets.allMembers')}
            </Button>
          )
        }
      >
        <Select
          label={t('pets.status')}
          placeholder={t('pets.anyStatus')}
          data={PUBLISH_STATUSES.map((value) => ({ value, label: t(`common:pet.status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(status) => set({ status })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="queue-status"
        />
        <Select
          label={t('pets.flag')}
          placeholder={t('pets.anyFlag')}
          data={PET_FLAGS.map((value) => ({ value, label: t(`pets.flags.${value}`) }))}
          value={filters.flag ?? null}
          onChange={(flag) => set({ flag })}
          clearable
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: false }}
          data-testid="queue-flag"
        />
      </QueueFilters>
      <RefusalAlert error={error} testId="queue-error" />
      <DeleteDialog />
      <PetDetailsProvider>
        <QueueList
          list={queue}
          onPage={setPage}
          idOf={idOf}
          nameOf={(pet) => pet.registeredName}
          rowProps={(pet) => ({ 'data-testid': 'queue-pet', 'data-pet': pet.id })}
          actions={(pet) => <Decisions pet={pet} />}
          below={(pet) =>
            form === pet.id && (
              <ReasonForm
                title={t('hide.title', { name: pet.registeredName })}
                initial={reason}
                submitLabel={t('hide.submit')}
                busy={busy === pet.id}
                onSubmit={(decision) => void hide({ id: pet.id, ...decision }).catch(swallow)}
                onCancel={() => closed()}
                testId="hide"
              />
            )
          }
          keys={{
            approve: (pet) => pet.publishStatus === 'hidden' && void publish(pet.id).catch(swallow),
            reject: (pet) => {
              if (pet.publishStatus === 'hidden') return;
              if (reason === null) openForm(pet.id);
              else void hide({ id: pet.id, reason }).catch(swallow);
            },
            open: (pet) => void navigate(path('pets-id', { id: pet.id })),
          }}
          keyLabels={{ approve: t('queue.keys.publish'), reject: t('queue.keys.hide'), open: t('queue.keys.openDog') }}
          bulk={(pets, clear) => (
            <BulkPublication items={pets} reason={reason} hide={(pet, decision) => hide({ id: pet.id, ...decision })} publish={(pet) => publish(pet.id)} clear={clear} />
          )}
          skeleton={<PetListSkeleton mode="list" />}
          empty={<Text c="dimmed">{t('pets.empty')}</Text>}
          testId="pets-queue"
        >
          {(pet) => <QueueItem pet={pet} />}
        </QueueList>
      </PetDetailsProvider>
    </Stack>
  );
}
