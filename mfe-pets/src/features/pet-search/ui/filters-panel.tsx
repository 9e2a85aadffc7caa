import { Button, Group, Stack, Text } from '@bc/shared/mantine';
import { Collapse } from '@bc/shared/mantine/collapse';
import { Badge, Divider } from '@bc/shared/mantine/display';
import { MultiSelect } from '@bc/shared/mantine/multi-select';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { Switch } from '@bc/shared/mantine/switch';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { optionsOf } from '@bc/shared/pets';
import { useDictionaries } from '../../../entities/dictionaries';
import { activeCount, MORE_FILTERS, type SearchFilters } from '../lib/filters';
import { readMoreFilters, writeMoreFilters } from '../lib/preferences';
import { DebouncedText } from './debounced-text';
import { HealthFilters } from './health-filter';
import { YearRange } from './year-range';

type SetFilter = <K extends keyof SearchFilters>(name: K, value: SearchFilters[K], options?: { replace?: boolean }) => void;
type ListName = 'colors' | 'countries' | 'residence';

/** A filter of several dictionary values (colours, countries): "any" until one is chosen. */
function ListFilter(props: {
  name: ListName;
  label: string;
  data: { value: string; label: string }[];
  filters: SearchFilters;
  setFilter: SetFilter;
  limit?: number;
  testId: string;
}) {
  const { t } = useTranslation('pets');
  const value = props.filters[props.name];
  return (
    <MultiSelect
      label={props.label}
      placeholder={value.length ? undefined : t('search.any')}
      data={props.data}
      value={value}
      onChange={(next) => props.setFilter(props.name, next)}
      searchable
      clearable
      limit={props.limit}
      nothingFoundMessage={t('search.nothingFound')}
      data-testid={props.testId}
    />
  );
}

/** Every filter of the search: the main ones, and the 'more filters' panel (its open state kept in a cookie). */
export function FiltersPanel({ filters, setFilter, onReset }: { filters: SearchFilters; setFilter: SetFilter; onReset: () => void }) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const moreId = useId();
  const { colors, countries, coats, breeds, healthSets } = useDictionaries();
  const moreActive = activeCount(filters, MORE_FILTERS);
  // Open as the reader left it (cookie), or when the URL sets one of its filters (a shared link shows what it filters).
  const [more, setMore] = useState(() => readMoreFilters() || moreActive > 0);
  // The 'more filters' fields are rendered once they are first shown (then kept, so the panel can fold smoothly).
  const [moreShown, setMoreShown] = useState(more);

  const colorOptions = useMemo(() => optionsOf(colors, locale), [colors, locale]);
  const countryOptions = useMemo(() => optionsOf(countries, locale), [countries, locale]);
  const coatOptions = useMemo(() => optionsOf(coats, locale, false), [coats, locale]);
  const breedOptions = useMemo(() => optionsOf(breeds, locale, false), [breeds, locale]);

  const toggleMore = () => {
    setMoreShown(true);
    setMore((open) => {
      writeMoreFilters(!open);
      return !open;
    });
  };

  return (
    <Stack gap="sm" data-testid="filters">
      <div>
        <Text size="sm" fw={500} mb={4} id={`${moreId}-sex`}>
          {t('fields.sex')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby={`${moreId}-sex`}
          value={filters.sex ?? 'any'}
          onChange={(value) => setFilter('sex', value === 'male' || value === 'female' ? value : null)}
          data={[
            { value: 'any', label: t('search.any') },
            { value: 'male', label: t('sex.male') },
            { value: 'female', label: t('sex.female') },
          ]}
          data-testid="filter-sex"
        />
      </div>
      <Select
        label={t('fields.breed')}
        placeholder={t('search.any')}
        data={breedOptions}
        value={filters.breed}
        onChange={(value) => setFilter('breed', value)}
        clearable
        data-testid="filter-breed"
      />
      <ListFilter name="colors" label={t('fields.color')} data={colorOptions} filters={filters} setFilter={setFilter} testId="filter-color" />
      <ListFilter name="countries" label={t('search.countries')} data={countryOptions} filters={filters} setFilter={setFilter} limit={50} testId="filter-country" />
      <ListFilter
        name="residence"
        label={t('fields.countryOfResidence')}
        data={countryOptions}
        filters={filters}
        setFilter={setFilter}
        limit={50}
        testId="filter-residence"
      />
      <YearRange
        from={filters.yearFrom}
        to={filters.yearTo}
        onChange={({ from, to }) => {
          if (from !== filters.yearFrom) setFilter('yearFrom', from);
          else if (to !== filters.yearTo) setFilter('yearTo', to);
        }}
      />
      <Divider />
      <Button
        variant="subtle"
        justify="space-between"
        fullWidth
        onClick={toggleMore}
        aria-expanded={more}
        aria-controls={moreId}
        rightSection={<span aria-hidden>{more ? '▲' : '▼'}</span>}
        data-testid="more-filters-toggle"
      >
        <Group gap={6}>
          {t('search.moreFilters')}
          {moreActive > 0 && (
            <Badge size="sm" circle>
              {moreActive}
            </Badge>
          )}
        </Group>
      </Button>
      <Collapse expanded={more} id={moreId} data-testid="more-filters" data-open={more}>
        {moreShown && (
        <Stack gap="sm" pt={4}>
          <Select
            label={t('fields.coat')}
            placeholder={t('search.any')}
            data={coatOptions}
            value={filters.coat}
            onChange={(value) => setFilter('coat', value)}
            clearable
            data-testid="filter-coat"
          />
          <div>
            <Text size="sm" fw={500} mb={4} id={`${moreId}-alive`}>
              {t('search.alive')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={`${moreId}-alive`}
              value={filters.alive ?? 'any'}
              onChange={(value) => setFilter('alive', value === 'alive' || value === 'dead' ? value : null)}
              data={[
                { value: 'any', label: t('search.any') },
                { value: 'alive', label: t('search.aliveYes') },
                { value: 'dead', label: t('search.aliveNo') },
              ]}
            />
          </div>
          <Switch
            label={t('search.forStud')}
            checked={filters.stud}
            onChange={(event) => setFilter('stud', event.currentTarget.checked)}
            data-testid="filter-stud"
          />
          <Switch
            label={t('search.hasPhotos')}
            checked={filters.photos}
            onChange={(event) => setFilter('photos', event.currentTarget.checked)}
            data-testid="filter-photos"
          />
          <HealthFilters sets={healthSets} value={filters.health} onChange={(value) => setFilter('health', value)} />
          <DebouncedText
            label={t('fields.breeder')}
            placeholder={t('search.personPlaceholder')}
            value={filters.breeder}
            onCommit={(value) => setFilter('breeder', value, { replace: true })}
            data-testid="filter-breeder"
          />
          <DebouncedText
            label={t('fields.owner')}
            placeholder={t('search.personPlaceholder')}
            value={filters.owner}
            onCommit={(value) => setFilter('owner', value, { replace: true })}
            data-testid="filter-owner"
          />
        </Stack>
        )}
      </Collapse>
      {activeCount(filters) > 0 && (
        <Button variant="default" onClick={onReset} data-testid="filters-reset">
          {t('search.reset')}
        </Button>
      )}
    </Stack>
  );
}
