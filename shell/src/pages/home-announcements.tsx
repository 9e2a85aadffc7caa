import { Button, Group, SimpleGrid, Stack, Text, Title } from '@bc/shared/mantine';
import { Skeleton } from '@bc/shared/mantine/display';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAnnouncements, useLocalePath } from '@bc/shared';
import { createLoadModel, LoadGate } from '@bc/shared/load';
import { AnnouncementRow } from '@bc/shared/pets';
import type { AnnouncementPage } from '@bc/shared/contracts';

/** How many of each kind the home page shows. */
export const HOME_ANNOUNCEMENTS = 3;

/** The newest public litters with puppies available and matings done (`GET /api/matings/{kind}`), together. */
export const homeAnnouncements = createLoadModel<'latest', { litters: AnnouncementPage; matings: AnnouncementPage }>({
  fetch: async (_, signal) => {
    const [litters, matings] = await Promise.all([
      getAnnouncements('litter', { limit: HOME_ANNOUNCEMENTS }, { signal }),
      getAnnouncements('mating', { limit: HOME_ANNOUNCEMENTS }, { signal }),
    ]);
    return { litters, matings };
  },
});

function Column({ title, page, empty, testId }: { title: string; page: AnnouncementPage; empty: string; testId: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} fz="h4">
        {title}
      </Title>
      {page.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {page.items.map((item) => (
            <AnnouncementRow key={`${item.kind}-${item.litterId ?? 0}-${item.matingId ?? 0}`} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The home page's latest announcements: litters with puppies available and matings, with a way to plan one. */
export function HomeAnnouncements() {
  const { t } = useTranslation('shell');
  const path = useLocalePath();
  const [data, status, opened, retried] = useUnit([homeAnnouncements.$data, homeAnnouncements.$status, homeAnnouncements.opened, homeAnnouncements.retried]);
  useEffect(() => {
    opened('latest');
  }, [opened]);
  return (
    <Stack gap="md" component="section" aria-labelledby="home-announcements" data-testid="home-announcements">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="home-announcements">
          {t('home.announcements.title')}
        </Title>
        <Button component={Link} to={path('possible-mating')} variant="subtle" size="sm">
          {t('home.announcements.plan')}
        </Button>
      </Group>
      <LoadGate
        status={status}
        hasData={data !== null}
        onRetry={retried}
        skeleton={
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Skeleton height={140} radius="md" />
            <Skeleton height={140} radius="md" />
          </SimpleGrid>
        }
        testId="home-announcements-load"
      >
        {data && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Column title={t('home.announcements.litters')} page={data.litters} empty={t('home.announcements.noLitters')} testId="home-litters" />
            <Column title={t('home.announcements.matings')} page={data.matings} empty={t('home.announcements.noMatings')} testId="home-matings" />
          </SimpleGrid>
        )}
      </LoadGate>
    </Stack>
  );
}
