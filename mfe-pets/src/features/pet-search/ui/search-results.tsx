import { Button, SimpleGrid, Stack, Text } from '@bc/shared/mantine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '@bc/shared/list';
import { PetCard, PetDetailsProvider, PetListSkeleton, PetRow } from '@bc/shared/pets';
import { useDictionaries } from '../../../entities/dictionaries';
import { petSearch } from '../model';
import type { ResultsMode } from '../lib/preferences';
import { SearchFacts } from './search-facts';
import classes from './pets-search.module.css';

/** The pets found (list or grid) in the states every paged list has, with the search's own empty state. */
export function SearchResults({
  mode,
  onPage,
  pageHref,
  onReset,
  filtered,
  toolbar,
}: {
  mode: ResultsMode;
  onPage: (page: number) => void;
  /** The address of a page (its number is a link: it opens in a new tab). */
  pageHref?: (page: number) => string;
  onReset: () => void;
  filtered: boolean;
  /** Shown beside the count (the sort control). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('pets');
  const { healthSets } = useDictionaries();
  return (
    <PagedResults
      list={petSearch}
      onPage={onPage}
      pageHref={pageHref}
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
                <PetCard key={pet.id} pet={pet} extra={<SearchFacts pet={pet} sets={healthSets} />} />
              ))}
            </SimpleGrid>
          ) : (
            <Stack component="ul" gap="xs" className={classes.list} data-testid="pets-list">
              {result.items.map((pet) => (
                <PetRow key={pet.id} pet={pet} extra={<SearchFacts pet={pet} sets={healthSets} />} />
              ))}
            </Stack>
          )}
        </PetDetailsProvider>
      )}
    </PagedResults>
  );
}
