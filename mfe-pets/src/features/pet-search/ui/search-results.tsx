import { Alert, Button, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLocale } from '@bc/shared';
import { PetCard, PetDetailsProvider, PetListSkeleton, PetRow } from '../../../entities/pet';
import { $result, $status, searchRetried } from '../model';
import { PAGE_SIZE } from '../lib/filters';
import type { ResultsMode } from '../lib/preferences';
import classes from './pets-search.module.css';

/** The result count, the pets (list or grid), pagination, and the loading, empty and error states. */
export function SearchResults({
  mode,
  page,
  onPage,
  onReset,
  filtered,
  toolbar,
}: {
  mode: ResultsMode;
  page: number;
  onPage: (page: number) => void;
  onReset: () => void;
  filtered: boolean;
  /** Shown beside the count (the sort control). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const [latestResult, latestStatus, retried] = useUnit([$result, $status, searchRetried]);
  // A new page of results renders in the background (a deferred value renders in slices), so its arrival is not
  // one long blocking update on a phone.
  const { result, status } = useDeferredValue(useMemo(() => ({ result: latestResult, status: latestStatus }), [latestResult, latestStatus]));
  const pages = result ? Math.max(1, Math.ceil(result.total / (result.limit || PAGE_SIZE))) : 0;

  return (
    <Stack gap="sm" aria-busy={status === 'loading'} data-testid="search-results" data-status={status}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" className={classes.count} data-testid="result-count">
          {result && status !== 'failed' ? t('search.found', { count: formatNumber(result.total, locale) } as Record<string, unknown>) : '\u00a0'}
        </Text>
        {toolbar}
      </Group>
      {status === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t('search.errorTitle')} data-testid="search-error">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('common:states.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={retried}>
              {t('common:errors.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {status === 'loading' && !result && <PetListSkeleton mode={mode} />}
      {result && result.items.length === 0 && status === 'ready' && (
        <Stack gap="xs" align="flex-start" py="md" data-testid="search-empty">
          <Text fw={600}>{t('search.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {filtered ? t('search.emptyFiltered') : t('search.emptyAll')}
          </Text>
          {filtered && (
            <Button variant="light" onClick={onReset}>
              {t('search.reset')}
            </Button>
          )}
        </Stack>
      )}
      {result && result.items.length > 0 && (
        <PetDetailsProvider>
          <div className={classes.items} data-loading={status === 'loading' || undefined}>
            {mode === 'grid' ? (
              <SimpleGrid component="ul" cols={{ base: 2, sm: 3 }} spacing="sm" className={classes.list} data-testid="pets-grid">
                {result.items.map((pet) => (
                  <PetCard key={pet.id} pet={pet} />
                ))}
              </SimpleGrid>
            ) : (
              <Stack component="ul" gap="xs" className={classes.list} data-testid="pets-list">
                {result.items.map((pet) => (
                  <PetRow key={pet.id} pet={pet} />
                ))}
              </Stack>
            )}
          </div>
        </PetDetailsProvider>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
          data-testid="pagination"
        />
      )}
    </Stack>
  );
}
