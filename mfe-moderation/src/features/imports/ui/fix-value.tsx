import { Group, Text, TextInput } from '@bc/shared/mantine';
import { Select } from '@bc/shared/mantine/select';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '@bc/shared/contracts';
import { $colors, $countries, useLocale } from '@bc/shared';
import { $fixes, $mapping, fixChanged, healthSets } from '../model';
import { nameOf } from './names';

const DATE_FIELDS = new Set(['birthDate', 'deathDate', 'healthDate']);

/** One unknown value of the file (`BLACK/WHITE` in colour) with the entry of our dictionary it is read as. */
export function FixValue({ problem, enabled }: { problem: ImportProblem; enabled: boolean }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  const [fixes, mapping, colors, countries, sets, fix] = useUnit([$fixes, $mapping, $colors, $countries, healthSets.$data, fixChanged]);
  const field = problem.field ?? '';
  const value = problem.value ?? '';
  const current = fixes[field]?.[value] ?? null;
  const options = (): { value: string; label: string }[] => {
    if (field === 'color') return colors.map((c) => ({ value: c.id, label: nameOf(c.name, locale) }));
    if (field === 'country') return countries.map((c) => ({ value: c.id, label: nameOf(c.name, locale) }));
    if (field === 'sex') return [{ value: 'male', label: t('imports.sex.male') }, { value: 'female', label: t('imports.sex.female') }];
    const system = mapping?.columns.find((c) => c.field === field)?.system ?? 'fci';
    const set = (sets ?? []).find((s) => s.id === `${field}:${system}`);
    return (set?.options ?? []).map((o) => ({ value: o.id, label: nameOf(o.name, locale) }));
  };
  const label = t('imports.preview.fixOf', { field: t(`imports.fields.${field}`), value });
  return (
    <Group gap="sm" wrap="wrap" data-testid="import-unknown">
      <Text size="sm" miw={160} style={{ flex: '1 1 160px' }}>
        <Text span fw={500}>{value || '—'}</Text>
        <Text span size="xs" c="dimmed">{` · ${t(`imports.fields.${field}`)} · ${t('imports.preview.rows', { rows: problem.rows.slice(0, 10).join(', ') + (problem.rows.length > 10 ? ' …' : '') })}`}</Text>
      </Text>
      {DATE_FIELDS.has(field) ? (
        <TextInput
          aria-label={label}
          placeholder="2017-03-08"
          disabled={!enabled}
          value={current ?? ''}
          onChange={(event) => fix({ field, value, id: event.currentTarget.value.trim() || null })}
          style={{ flex: '1 1 200px' }}
          data-testid="import-fix"
        />
      ) : (
        <Select
          aria-label={label}
          placeholder={t('imports.preview.leaveEmpty')}
          data={options()}
          value={current}
          onChange={(id) => fix({ field, value, id })}
          searchable
          clearable
          disabled={!enabled}
          style={{ flex: '1 1 200px' }}
          data-testid="import-fix"
        />
      )}
    </Group>
  );
}
