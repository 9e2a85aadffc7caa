import { Button, Group, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatDate, PageLayout, RouteLink, useLocale } from '@bc/shared';
import { PagedResults, useListUrl } from '@bc/shared/list';
import { PetCard, PetDetailsProvider, PetListSkeleton } from '@bc/shared/pets';
import { $unliking, likes, unlikeClicked } from '../model';

const noFilters = () => ({});

/** `/u/likes`: the pets I liked, newest first, each with a button to take the like back. */
export function LikesView() {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const { setPage } = useListUrl(noFilters, likes.shown);
  const [unliking, unliked] = useUnit([$unliking, unlikeClicked]);

  return (
    <PageLayout route="u-likes">
      <PagedResults
        list={likes}
        onPage={setPage}
        skeleton={<PetListSkeleton mode="grid" />}
        empty={
          <Stack gap="xs" align="flex-start" data-testid="likes-empty">
            <Text c="dimmed">{t('likes.empty')}</Text>
            <RouteLink to="pets">{t('likes.find')}</RouteLink>
          </Stack>
        }
        testId="likes-results"
      >
        {(page) => (
          <PetDetailsProvider>
            <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="likes">
              {page.items.map(({ pet, likedAt }) => (
                <PetCard
                  key={pet.id}
                  pet={pet}
                  actions={
                    <Group justify="space-between" gap={4} wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {formatDate(likedAt, locale)}
                      </Text>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        loading={unliking.includes(pet.id)}
                        onClick={() => unliked(pet.id)}
                        aria-label={t('likes.unlikeName', { name: pet.registeredName })}
                      >
                        {t('likes.unlike')}
                      </Button>
                    </Group>
                  }
                />
              ))}
            </SimpleGrid>
          </PetDetailsProvider>
        )}
      </PagedResults>
    </PageLayout>
  );
}
