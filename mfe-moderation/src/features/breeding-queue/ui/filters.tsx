import { rem } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '@bc/shared/list';
import { BREEDING_FLAGS, BREEDING_QUEUE_SORTS, type BreedingFlag, type BreedingQueueSort, PUBLISH_STATUSES, type PublishStatus } from '@bc/shared/contracts';

/** A value of the URL when it is one of `values`. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters both queues have: the publication status, a flag, the order. */
export interface CommonFilters {
  status?: PublishStatus;
  flag?: BreedingFlag;
  sort?: BreedingQueueSort;
}
export function commonFilters(params: URLSearchParams): CommonFilters {
  const status = oneOf(PUBLISH_STATUSES, params.get('status'));
  const flag = oneOf(BREEDING_FLAGS, params.get('flag'));
  const sort = oneOf(BREEDING_QUEUE_SORTS, params.get('sort'));
  return { ...(status ? { status } : {}), ...(flag ? { flag } : {}), ...(sort ? { sort } : {}) };
}

interface FilterSelectProps {
  name: string;
  label: string;
  placeholder?: string;
  data: { value: string; label: string }[];
  value: string | undefined;
  set(changes: ListParams): void;
  clearable?: boolean;
}

/** One filter of the bar, written to the URL at once (its name is the URL parameter's). */
export function FilterSelect({ name, label, placeholder, data, value, set, clearable = true }: FilterSelectProps) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(next) => set({ [name]: next })}
      clearable={clearable}
      allowDeselect={clearable}
      style={{ flex: '1 1 150px', maxWidth: rem(240) }}
      comboboxProps={{ withinPortal: false }}
      data-testid={`queue-${name}`}
    />
  );
}

/** The selects of the common filters; `before` goes first (the matings' own status). */
export function CommonFilterSelects({ filters, set, children }: { filters: CommonFilters; set(changes: ListParams): void; children?: ReactNode }) {
  const { t } = useTranslation('moderation');
  return (
    <>
      <FilterSelect
        name="flag" label={t('pets.flag')} placeholder={t('pets.anyFlag')} value={filters.flag} set={set}
        data={BREEDING_FLAGS.map((value) => ({ value, label: t(`breeding.flags.${value}`) }))}
      />
      {children}
      <FilterSelect
        name="status" label={t('breeding.publishStatus')} placeholder={t('pets.anyStatus')} value={filters.status} set={set}
        data={PUBLISH_STATUSES.map((value) => ({ value, label: t(`common:pet.status.${value}`) }))}
      />
      <FilterSelect
        name="sort" label={t('breeding.sort')} value={filters.sort ?? 'changed'} set={(changes) => set({ sort: changes.sort === 'changed' ? null : changes.sort })}
        data={BREEDING_QUEUE_SORTS.map((value) => ({ value, label: t(`breeding.sorts.${value}`) }))} clearable={false}
      />
    </>
  );
}
