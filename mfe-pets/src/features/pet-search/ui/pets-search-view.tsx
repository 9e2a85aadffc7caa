import { Button, Group, Stack, VisuallyHidden } from '@bc/shared/mantine';
import { Badge } from '@bc/shared/mantine/display';
import { NativeSelect } from '@bc/shared/mantine/native-select';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { PageLayout } from '@bc/shared';
import { ExportMenu } from '@bc/shared/exports';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { petSearch } from '../model';
import { activeCount, exportQuery, filtersToParams, fromSortChoice, SORT_CHOICES, sortChoice, toApiQuery } from '../lib/filters';
import { readResultsMode, writeResultsMode, type ResultsMode } from '../lib/preferences';
import { useScrollMemory } from '../lib/use-scroll-memory';
import { useSearchFilters } from '../lib/use-search-filters';
import { DebouncedText } from './debounced-text';
import { FiltersPanel } from './filters-panel';
import { SearchResults } from './search-results';
import classes from './pets-search.module.css';

/** `/pets`: the search box, the filters (from the URL) and the results. */
export function PetsSearchView() {
  const { t } = useTranslation('pets');
  const panelId = useId();
  const { filters, key, setFilter, setFilters, reset } = useSearchFilters();
  const [mode, setMode] = useState<ResultsMode>(readResultsMode);
  const active = activeCount(filters);
  // On a phone the filters are folded away behind a button: they are rendered when first opened, not on every visit.
  // A shared link with filters opens with them shown, so the reader sees what narrows the list.
  const [panelOpen, setPanelOpen] = useState(active > 0);
  const wide = useWideScreen();
  const [panelUsed, setPanelUsed] = useState(active > 0);
  const { pathname } = useLocation();
  const status = useUnit(petSearch.$status);
  // The filters whose search was asked last: a page is back where the reader left it once its own results are drawn.
  const [searched, setSearched] = useState<string | null>(null);
  useScrollMemory(status === 'ready' && searched === key);

  useEffect(() => {
    petSearch.shown({ ...toApiQuery(filters), page: filters.page });
    setSearched(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the filters' value
  }, [key]);

  const changeMode = (next: string) => {
    const value: ResultsMode = next === 'grid' ? 'grid' : 'list';
    writeResultsMode(value);
    setMode(value);
  };

  const changePage = (page: number) => {
    setFilter('page', page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageLayout route="pets">
      <div className={classes.layout}>
        <Group gap="sm" wrap="nowrap" align="flex-end" className={classes.search}>
          <DebouncedText
            style={{ flex: 1 }}
            type="search"
            label={t('search.query')}
            placeholder={t('search.queryPlaceholder')}
            value={filters.q}
            onCommit={(value) => setFilter('q', value, { replace: true })}
            data-testid="search-query"
          />
          <div>
            <VisuallyHidden id={`${panelId}-mode`}>{t('search.mode')}</VisuallyHidden>
            <SegmentedControl
              aria-labelledby={`${panelId}-mode`}
              value={mode}
              onChange={changeMode}
              data={[
                { value: 'list', label: t('search.modeList') },
                { value: 'grid', label: t('search.modeGrid') },
              ]}
              data-testid="view-toggle"
            />
          </div>
        </Group>
        <Stack gap="sm" className={classes.filters}>
          <Button
            className={classes.filtersToggle}
            variant="default"
            onClick={() => {
              setPanelUsed(true);
              setPanelOpen((open) => !open);
            }}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            rightSection={active > 0 ? <Badge size="sm" circle>{active}</Badge> : null}
            data-testid="filters-toggle"
          >
            {t('search.filters')}
          </Button>
          <aside className={classes.panel} id={panelId} data-open={panelOpen} aria-label={t('search.filters')}>
            {(wide || panelUsed) && <FiltersPanel filters={filters} setFilter={setFilter} onReset={reset} />}
            <Button
              className={classes.filtersToggle}
              fullWidth
              mt="sm"
              onClick={() => {
                setPanelOpen(false);
                document.getElementById(`${panelId}-results`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {t('search.showResults')}
            </Button>
          </aside>
        </Stack>
        <div className={classes.results} id={`${panelId}-results`}>
          <SearchResults
            mode={mode}
            onPage={changePage}
            pageHref={(page) => {
              const params = filtersToParams({ ...filters, page }).toString();
              return params ? `${pathname}?${params}` : pathname;
            }}
            onReset={reset}
            filtered={active > 0 || Boolean(filters.q)}
            toolbar={
              <Group gap="sm" wrap="wrap" justify="flex-end">
                <Group gap={8} wrap="nowrap" className={classes.sort}>
                  <label htmlFor={`${panelId}-sort`} className={classes.sortLabel}>
                    {t('search.sort')}
                  </label>
                  <NativeSelect
                    id={`${panelId}-sort`}
                    size="xs"
                    value={sortChoice(filters)}
                    onChange={(event) => setFilters(fromSortChoice(event.currentTarget.value))}
                    data={SORT_CHOICES.map((choice) => ({ value: choice, label: t(`search.sortBy.${choice.replace(':', '-')}`) }))}
                    data-testid="search-sort"
                  />
                </Group>
                <ExportMenu target={{ kind: 'search', query: exportQuery(filters) }} testId="search-export" />
              </Group>
            }
          />
        </div>
      </div>
    </PageLayout>
  );
}
