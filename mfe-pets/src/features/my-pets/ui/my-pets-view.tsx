import { Alert, Button, Group, Pagination, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatNumber, PageLayout, useLocale, useLocalePath } from '@bc/shared';
import type { MyPetsQuery, MyPetsResponse, PublishStatus } from '@bc/shared/contracts';
import { PetDetailsProvider, PetListSkeleton, PetRow } from '../../../entities/pet';
import {
  $myPets,
  $myPetsStatus,
  $toggleError,
  $toggling,
  MY_PETS_PAGE_SIZE,
  myPetsRequested,
  myPetsRetried,
  publishToggled,
} from '../model';

const ROLES = ['all', 'bred', 'owned', 'created'] as const;
const STATUSES: PublishStatus[] = ['draft', 'published', 'hidden'];

function queryFrom(params: URLSearchParams): MyPetsQuery {
  const role = params.get('role');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: MY_PETS_PAGE_SIZE,
    ...(role && (ROLES as readonly string[]).includes(role) && role !== 'all' ? { role: role as MyPetsQuery['role'] } : {}),
    ...(status && (STATUSES as string[]).includes(status) ? { status: status as PublishStatus } : {}),
  };
}

function PublishSwitch({ pet }: { pet: MyPetsResponse['items'][number] }) {
  const { t } = useTranslation('pets');
  const [toggling, toggled] = useUnit([$toggling, publishToggled]);
  if (pet.publishStatus === 'hidden') {
    return (
      <Text size="xs" c="red" maw={140}>
        {t('mine.hiddenByModerator')}
      </Text>
    );
  }
  return (
    <Switch
      size="sm"
      label={t('mine.published')}
      checked={pet.publishStatus === 'published'}
      disabled={toggling.includes(pet.id)}
      onChange={(event) => toggled({ id: pet.id, status: event.currentTarget.checked ? 'published' : 'draft' })}
      aria-label={t('mine.publishToggle', { name: pet.registeredName })}
      data-testid="publish-toggle"
    />
  );
}

/** `/u/pets`: my pets of every status, with status badges and a quick publish switch. */
export function MyPetsView() {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const path = useLocalePath();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [page, status, toggleError, retried] = useUnit([$myPets, $myPetsStatus, $toggleError, myPetsRetried]);
  const query = queryFrom(params);

  useEffect(() => {
    myPetsRequested(queryFrom(new URLSearchParams(key)));
  }, [key]);

  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value && value !== 'all') next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 0;

  return (
    <PageLayout
      route="u-pets"
      description={t('mine.description')}
      actions={
        <Group>
          <Button component={Link} to={path('pets-add')} data-testid="add-pet">
            {t('mine.add')}
          </Button>
        </Group>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={query.role ?? 'all'}
          onChange={(value) => set('role', value)}
          data={ROLES.map((role) => ({ value: role, label: t(`mine.role.${role}`) }))}
          aria-label={t('mine.roleLabel')}
        />
        <Select
          aria-label={t('mine.statusLabel')}
          placeholder={t('mine.anyStatus')}
          data={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={query.status ?? null}
          onChange={(value) => set('status', value)}
          clearable
          w={200}
          data-testid="my-pets-status"
        />
      </Group>
      <Text size="sm" c="dimmed" mih={22} aria-live="polite">
        {page && status !== 'failed' ? t('search.found', { count: formatNumber(page.total, locale) } as Record<string, unknown>) : '\u00a0'}
      </Text>
      {toggleError && (
        <Alert color="red" variant="light" role="alert">
          {toggleError.statusCode >= 500 ? t('common:states.error') : toggleError.message}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('common:states.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={retried}>
              {t('common:errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {status === 'loading' && !page && <PetListSkeleton mode="list" />}
      {page && page.items.length === 0 && status === 'ready' && (
        <Stack gap="xs" align="flex-start" data-testid="my-pets-empty">
          <Text c="dimmed">{t('mine.empty')}</Text>
        </Stack>
      )}
      {page && page.items.length > 0 && (
        <PetDetailsProvider>
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0, opacity: status === 'loading' ? 0.6 : 1 }} data-testid="my-pets">
            {page.items.map((pet) => (
              <PetRow key={pet.id} pet={pet} actions={<PublishSwitch pet={pet} />} showStatus />
            ))}
          </Stack>
        </PetDetailsProvider>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(query.page ?? 1, pages)}
          onChange={(value) => set('page', String(value))}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </PageLayout>
  );
}
