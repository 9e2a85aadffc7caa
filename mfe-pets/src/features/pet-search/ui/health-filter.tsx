import { ActionIcon, Button, Group, Stack, Text } from '@bc/shared/mantine';
import { MultiSelect } from '@bc/shared/mantine/multi-select';
import { Select } from '@bc/shared/mantine/select';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bc/shared';
import { nameOf } from '@bc/shared/pets';
import { healthSetGroups } from '../../../lib/health';
import type { HealthOptionSet } from '@bc/shared/contracts';
import { CLEAR_BY_PARENTAGE, type HealthFilter } from '../lib/filters';

/**
 * Health results to require, e.g. CEA N/N, or hips (FCI) A or B: pick a test or scoring system, then the results
 * that count. Each complete row is a filter in the URL.
 */
export function HealthFilters({
  sets,
  value,
  onChange,
}: {
  sets: HealthOptionSet[];
  value: HealthFilter[];
  onChange: (filters: HealthFilter[]) => void;
}) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const labelId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const groups = useMemo(() => healthSetGroups(sets, locale, t), [sets, locale, t]);
  const setById = (id: string) => sets.find((set) => set.id === id);
  const used = new Set(value.map((filter) => filter.set));
  const available = groups.map((group) => ({ ...group, items: group.items.filter((item) => !used.has(item.value)) }));

  /** A set's results; a DNA test also offers 'clear by parentage' (untested, both parents clear), as the pet page shows it. */
  const optionsOf = (setId: string) => {
    const set = setById(setId);
    const options = (set?.options ?? []).map((option) => ({ value: option.id, label: nameOf([option], option.id, locale) }));
    return set?.kind === 'dna' ? [...options, { value: CLEAR_BY_PARENTAGE, label: t('dna.clear-by-parentage') }] : options;
  };

  const update = (index: number, values: string[]) => {
    const next = value.map((filter, at) => (at === index ? { ...filter, values } : filter)).filter((filter) => filter.values.length);
    onChange(next);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} data-testid="health-filters">
      <Text size="sm" fw={500} id={labelId}>
        {t('search.health')}
      </Text>
      {value.map((filter, index) => {
        const set = setById(filter.set);
        const title = set ? nameOf([set], set.id, locale) : filter.set;
        return (
          <Group key={filter.set} gap="xs" wrap="nowrap" align="flex-end">
            <MultiSelect
              style={{ flex: 1 }}
              label={title}
              data={optionsOf(filter.set)}
              value={filter.values}
              onChange={(values) => update(index, values)}
              comboboxProps={{ withinPortal: true }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('search.removeHealth', { name: title })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      {draft !== null ? (
        <Stack gap={6}>
          <Select
            label={t('search.healthTest')}
            placeholder={t('search.healthTestPlaceholder')}
            data={available}
            value={draft || null}
            onChange={(next) => setDraft(next ?? '')}
            searchable
            nothingFoundMessage={t('search.nothingFound')}
            data-testid="health-set"
          />
          {draft && (
            <MultiSelect
              label={t('search.healthResults')}
              placeholder={t('search.healthResultsPlaceholder')}
              data={optionsOf(draft)}
              value={[]}
              onChange={(values) => {
                if (!values.length) return;
                onChange([...value, { set: draft, values }]);
                setDraft(null);
              }}
              data-testid="health-values"
            />
          )}
          <Button variant="subtle" size="xs" color="gray" onClick={() => setDraft(null)} style={{ alignSelf: 'flex-start' }}>
            {t('common:actions.cancel')}
          </Button>
        </Stack>
      ) : (
        <Button variant="light" size="xs" onClick={() => setDraft('')} style={{ alignSelf: 'flex-start' }} data-testid="health-add">
          {t('search.addHealth')}
        </Button>
      )}
    </Stack>
  );
}
