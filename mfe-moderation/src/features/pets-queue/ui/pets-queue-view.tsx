import { Button, Group, Stack, Text, TextInput } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, openModal, RouteLink, useLocale } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { PetDetailsProvider, PetListSkeleton, PetRow } from '@bc/shared/pets';
import { type ModerationPet, PET_FLAGS, type PetFlag, PUBLISH_STATUSES, type PublishStatus } from '@bc/shared/contracts';
import { refusalText } from '../../../lib/refusal';
import { $busy, $decisionError, $hideForm, hideFormOpened, petMerged, publishFx, type QueueFilters, queue } from '../model';
import { HideForm } from './hide-form';
import { PetFlagsLine } from './pet-flags';

function filtersFrom(params: URLSearchParams): QueueFilters {
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
      size="compact-sm"
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
  return (
    <Group gap={6} wrap="nowrap">
      <MergeButton pet={pet} />
      <Publication pet={pet} />
    </Group>
  );
}

function Publication({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const [busy, openForm, publish] = useUnit([$busy, hideFormOpened, publishFx]);
  return pet.publishStatus === 'hidden' ? (
    <Button size="compact-sm" variant="light" loading={busy === pet.id} onClick={() => publish(pet.id).catch(() => undefined)} data-testid="pet-publish">
      {t('pets.publish')}
    </Button>
  ) : (
    <Button size="compact-sm" variant="light" color="red" onClick={() => openForm(pet.id)} data-testid="pet-hide">
      {t('pets.hide')}
    </Button>
  );
}

function QueueItem({ pet }: { pet: ModerationPet }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const form = useUnit($hideForm);
  return (
    <Stack gap={4} data-testid="queue-pet" data-pet={pet.id}>
      <PetRow pet={pet} actions={<Decisions pet={pet} />} showStatus />
      <Text size="xs" c="dimmed" px="sm">
        {t('pets.changed', { date: formatDate(pet.updatedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
        {pet.createdBy && (
          <>
            {' · '}
            <RouteLink to="moder-users" query={{ q: pet.createdBy.nickname ?? '' }} size="xs">
              {pet.createdBy.nickname ?? `#${pet.createdBy.id}`}
            </RouteLink>
          </>
        )}
        {' · '}
        <RouteLink to="moder" query={{ recordKind: 'pet', recordId: pet.id }} size="xs">
          {t('log.history')}
        </RouteLink>
      </Text>
      <PetFlagsLine flags={pet.flags} />
      {pet.hiddenReason && pet.publishStatus === 'hidden' && (
        <Text size="sm" c="red" px="sm">
          {pet.hiddenReason}
        </Text>
      )}
      {form === pet.id && <HideForm pet={pet} />}
    </Stack>
  );
}

/**
 * `/moder/pets`: new and changed dogs of every status, the last changed first; hide one with a reason, publish it again,
 * or merge it into another record of the same dog.
 */
export function PetsQueueView() {
  const { t } = useTranslation('moderation');
  const { filters, set, setPage } = useListUrl(filtersFrom, queue.shown);
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
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: text.trim() || null });
        }}
      >
        <TextInput
          label={t('pets.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 240px' }}
          data-testid="queue-search"
        />
        <Select
          label={t('pets.status')}
          placeholder={t('pets.anyStatus')}
          data={PUBLISH_STATUSES.map((value) => ({ value, label: t(`common:pet.status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(status) => set({ status })}
          clearable
          w={200}
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
          w={220}
          comboboxProps={{ withinPortal: false }}
          data-testid="queue-flag"
        />
        <Button type="submit">{t('members.find')}</Button>
        {filters.memberId !== undefined && (
          <Button variant="subtle" onClick={() => set({ member: null })} data-testid="queue-all-members">
            {t('pets.allMembers')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="queue-error">
          {refusalText(t, error)}
        </Alert>
      )}
      <PagedResults
        list={queue}
        onPage={setPage}
        skeleton={<PetListSkeleton mode="list" />}
        empty={<Text c="dimmed">{t('pets.empty')}</Text>}
        testId="pets-queue"
      >
        {(page) => (
          <PetDetailsProvider>
            <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {page.items.map((pet) => (
                <QueueItem key={pet.id} pet={pet} />
              ))}
            </Stack>
          </PetDetailsProvider>
        )}
      </PagedResults>
    </Stack>
  );
}
