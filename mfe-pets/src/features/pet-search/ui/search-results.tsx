import { Button, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '@bc/shared/list';
import { PetCard, PetDetailsProvider, PetListSkeleton, PetRow } from '@bc/shared/pets';
import { petSearch } from '../model';
import type { ResultsMode } from '../lib/preferences';
import classes from './pets-search.module.css';

/** The pets found (list or grid) in the states every paged list has, with the search's own empty state. */
export function SearchResults({
  mode,
  onPage,
  onReset,
  filtered,
  toolbar,
}: {
  mode: ResultsMode;
  onPage: (page: number) => void;
  onReset: () => void;
  filtered: boolean;
  /** Shown beside the count (the sort control). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('pets');
  return (
    <PagedResults
      list={petSearch}
      onPage={onPage}
      toolbar={toolbar}
      skeleton={<PetListSkeleton mode={mode} />}
      empty={
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
      }
      testId="search"
    >
      {(result) => (
        <PetDetailsProvider>
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
        </PetDetailsProvider>
      )}
    </PagedResults>
  );
}
