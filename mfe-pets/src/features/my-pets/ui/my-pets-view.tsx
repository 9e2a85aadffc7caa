import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Alert } from '@bc/shared/mantine/display';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { Switch } from '@bc/shared/mantine/switch';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { $session, PageLayout, useLocalePath } from '@bc/shared';
import { ExportMenu } from '@bc/shared/exports';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { PetDetailsProvider, PetListSkeleton, PetRow } from '@bc/shared/pets';
import type { MyPetsResponse, PublishStatus } from '@bc/shared/contracts';
import { $toggleError, $toggling, myPets, publishToggled, type MyPetsFilters } from '../model';

const ROLES = ['all', 'bred', 'owned', 'created'] as const;
const STATUSES: PublishStatus[] = ['draft', 'published', 'hidden'];
/** What the export holds for the role shown: the dogs bred, owned (and entered), or all of them. */
const EXPORT_ROLE = { all: undefined, bred: 'breeder', owned: 'owner', created: 'owner' } as const;

function filtersFrom(params: URLSearchParams): MyPetsFilters {
  const role = params.get('role');
  const status = params.get('status');
  return {
    ...(role && (ROLES as readonly string[]).includes(role) && role !== 'all' ? { role: role as MyPetsFilters['role'] } : {}),
    ...(status && (STATUSES as string[]).includes(status) ? { status: status as PublishStatus } : {}),
  };
}

function PublishSwitch({ pet }: { pet: MyPetsResponse['items'][number] }) {
  const { t } = useTranslation('pets');
  const [toggling, toggled] = useUnit([$toggling, publishToggled]);
  if (pet.publishStatus === 'hidden') {
    return (
      // Mantine's red text is 3.9:1 on white, under the 4.5:1 small text needs: a darker red (a lighter one when dark).
      <Text size="xs" maw={140} style={{ color: 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))' }}>
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
  const path = useLocalePath();
  const { filters, set, setPage } = useListUrl(filtersFrom, myPets.shown);
  const [toggleError, user] = useUnit([$toggleError, $session]);

  return (
    <PageLayout
      route="u-pets"
      description={t('mine.description')}
      actions={
        <Group>
          <Button component={Link} to={path('pets-add')} data-testid="add-pet">
            {t('mine.add')}
          </Button>
          <Button variant="default" component={Link} to={path('u-import')} data-testid="import-pets">
            {t('common:routes.u-import')}
          </Button>
          {user && <ExportMenu target={{ kind: 'member', id: user.id, role: EXPORT_ROLE[filters.role ?? 'all'] }} testId="my-pets-export" />}
        </Group>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={filters.role ?? 'all'}
          onChange={(value) => set({ role: value === 'all' ? null : value })}
          data={ROLES.map((role) => ({ value: role, label: t(`mine.role.${role}`) }))}
          aria-label={t('mine.roleLabel')}
        />
        <Select
          aria-label={t('mine.statusLabel')}
          placeholder={t('mine.anyStatus')}
          data={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(value) => set({ status: value })}
          clearable
          w={200}
          data-testid="my-pets-status"
        />
      </Group>
      {toggleError && (
        <Alert color="red" variant="light" role="alert">
          {toggleError.shownText(t('common:states.error'))}
        </Alert>
      )}
      <PagedResults
        list={myPets}
        onPage={setPage}
        skeleton={<PetListSkeleton mode="list" />}
        empty={
          <Text c="dimmed" data-testid="my-pets-empty">
            {t('mine.empty')}
          </Text>
        }
        testId="my-pets-results"
      >
        {(page) => (
          <PetDetailsProvider>
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="my-pets">
              {page.items.map((pet) => (
                <PetRow key={pet.id} pet={pet} actions={<PublishSwitch pet={pet} />} showStatus />
              ))}
            </Stack>
          </PetDetailsProvider>
        )}
      </PagedResults>
    </PageLayout>
  );
}
