import { Alert, Button, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatNumber, PageLayout, RouteLink, useLocale } from '@bc/shared';
import { PetCard, PetDetailsProvider, PetListSkeleton } from '../../../entities/pet';
import { $likes, $likesStatus, $unliking, LIKES_PAGE_SIZE, likesRequested, likesRetried, unlikeClicked } from '../model';

/** `/u/likes`: the pets I liked, newest first, each with a button to take the like back. */
export function LikesView() {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [likes, status, unliking, retried, unliked] = useUnit([$likes, $likesStatus, $unliking, likesRetried, unlikeClicked]);

  useEffect(() => {
    likesRequested({ page, limit: LIKES_PAGE_SIZE });
  }, [page]);

  const pages = likes ? Math.max(1, Math.ceil(likes.total / likes.limit)) : 0;
  return (
    <PageLayout route="u-likes">
      <Text size="sm" c="dimmed" mih={22} aria-live="polite">
        {likes && status !== 'failed' ? t('search.found', { count: formatNumber(likes.total, locale) } as Record<string, unknown>) : '\u00a0'}
      </Text>
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
      {status === 'loading' && !likes && <PetListSkeleton mode="grid" />}
      {likes && likes.items.length === 0 && status === 'ready' && (
        <Stack gap="xs" align="flex-start" data-testid="likes-empty">
          <Text c="dimmed">{t('likes.empty')}</Text>
          <RouteLink to="pets">{t('likes.find')}</RouteLink>
        </Stack>
      )}
      {likes && likes.items.length > 0 && (
        <PetDetailsProvider>
          <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="likes">
            {likes.items.map(({ pet, likedAt }) => (
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
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(value) => setParams(value > 1 ? { page: String(value) } : {})}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </PageLayout>
  );
}
