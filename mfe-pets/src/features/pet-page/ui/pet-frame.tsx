import { Anchor, Breadcrumbs, Container, Group, Stack, Text, Title } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { Tabs } from '@bc/shared/mantine/tabs';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { RouteLink, type RoutesInLayout, useLocalePath, usePageTitle } from '@bc/shared';
import { LoadFailure } from '@bc/shared/load';
import { fullName, StatusBadge } from '@bc/shared/pets';
import { $mergedInto, $petShort, $petShortStatus, $prefetchedPetShort, petFrameOpened, petFrameRetried, shownPet } from '../model';
import classes from './pet-frame.module.css';

/** The tabs of the pet page, each a child route (pedigree and genetics are mfe-pedigree's, report mfe-payments'). */
export const PET_TABS = [
  'pets-id',
  'pets-id-pedigree',
  'pets-id-genetics',
  'pets-id-breed',
  'pets-id-siblings',
  'pets-id-report',
] as const satisfies readonly RoutesInLayout<'pets-id-layout'>[];
type PetTab = (typeof PET_TABS)[number];
/** Every page of the layout has its tab: a new one left out here is a type error. */
const everyTab: [Exclude<RoutesInLayout<'pets-id-layout'>, PetTab>] extends [never] ? true : never = true;
void everyTab;
const isPetTab = (value: string | null): value is PetTab => PET_TABS.includes(value as PetTab);

/** The pet page frame: the pet's name as the heading, and the tabs; a 404 state when there is no such pet. */
export function PetFrame({ id }: { id: number }) {
  const { t } = useTranslation('pets');
  const { t: tc } = useTranslation('common');
  const path = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const [loaded, loadStatus, prefetched, opened, retried, merged] = useUnit([$petShort, $petShortStatus, $prefetchedPetShort, petFrameOpened, petFrameRetried, $mergedInto]);
  const { pet, status } = shownPet(id, loaded, prefetched, loadStatus);
  const active = PET_TABS.find((name) => path(name, { id }) === location.pathname) ?? 'pets-id';
  const name = pet ? fullName(pet) : '';
  // The dog's name is the document title on every tab (bookmarks and the history keep it).
  usePageTitle(name);

  useEffect(() => {
    opened(id);
  }, [id, opened]);

  // A merged dog's old id answers with the record it was merged into (the API redirects): show that record's address.
  const survivor = merged?.from === id ? merged.to : null;
  useEffect(() => {
    if (survivor !== null) void navigate({ pathname: path(active, { id: survivor }), search: location.search, hash: location.hash }, { replace: true });
  }, [survivor, active, path, navigate, location.search, location.hash]);

  // On a phone the tabs scroll sideways: bring the current one into view.
  const tabs = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    tabs.current?.querySelector<HTMLElement>('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);

  if (status === 'not-found') {
    return (
      <Container py="lg">
        <Stack gap="md" align="flex-start" data-testid="pet-not-found">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('pet.notFoundTitle')}
          </Title>
          <Text c="dimmed">{t('pet.notFoundText')}</Text>
          <RouteLink to="pets">{t('pet.backToSearch')}</RouteLink>
        </Stack>
      </Container>
    );
  }

  return (
    <Container py="lg">
      <Stack gap="md">
        <Breadcrumbs aria-label={tc('layout.breadcrumbs')} separatorMargin={6} className={classes.crumbs}>
          <Anchor component={Link} size="sm" to={path('index')}>
            {tc('routes.index')}
          </Anchor>
          <Anchor component={Link} size="sm" to={path('pets')}>
            {tc('routes.pets')}
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page" truncate maw={{ base: 180, sm: 420 }}>
            {name || tc('routes.pets-id')}
          </Text>
        </Breadcrumbs>
        <div className={classes.heading}>
          {pet ? (
            <Stack gap={2}>
              <Group gap="xs" align="center" wrap="wrap">
                <Title order={1} fz={{ base: 'h2', sm: 'h1' }} className={classes.title} data-testid="pet-heading">
                  {name}
                </Title>
                <StatusBadge status={pet.publishStatus} />
              </Group>
              {pet.callName && <Text c="dimmed">{t('common:pet.callName', { name: pet.callName })}</Text>}
            </Stack>
          ) : status === 'failed' ? (
            <LoadFailure onRetry={retried} />
          ) : (
            <Stack gap={8} aria-busy aria-label={tc('layout.loading')}>
              <Skeleton height={36} width="60%" />
              <Skeleton height={18} width="25%" />
            </Stack>
          )}
        </div>
        <Tabs value={active} onChange={(value) => isPetTab(value) && navigate(path(value, { id }))} keepMounted={false}>
          <Tabs.List className={classes.tabs} ref={tabs}>
            {PET_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`tab-${tab}`}>
                {tab === 'pets-id' ? t('pet.overview') : tc(`routes.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Outlet />
      </Stack>
    </Container>
  );
}
