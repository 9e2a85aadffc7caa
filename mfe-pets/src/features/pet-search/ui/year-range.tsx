import { Group, Text } from '@bc/shared/mantine';
import { NumberInput } from '@bc/shared/mantine/number-input';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_YEAR } from '../lib/filters';

const valid = (value: string | number) => {
  const year = Number(value);
  return Number.isInteger(year) && year >= MIN_YEAR && year <= new Date().getFullYear() ? year : null;
};

/** One end of the birth-year range: commits a complete year (or an empty field), not every digit typed. */
function YearInput({ label, value, onCommit, testId }: { label: string; value: number | null; onCommit: (year: number | null) => void; testId: string }) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const commit = (next: string | number) => {
    if (next === '') onCommit(null);
    else if (valid(next) !== null) onCommit(valid(next));
  };
  return (
    <NumberInput
      aria-label={label}
      placeholder={label}
      value={text}
      min={MIN_YEAR}
      max={new Date().getFullYear()}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={false}
      hideControls
      inputMode="numeric"
      maxLength={4}
      style={{ flex: 1 }}
      data-testid={testId}
      onChange={(next) => {
        setText(next);
        if (next === '' || String(next).length === 4) commit(next);
      }}
      onBlur={() => commit(text)}
    />
  );
}

/** Birth years from–to. */
export function YearRange({
  from,
  to,
  onChange,
}: {
  from: number | null;
  to: number | null;
  onChange: (range: { from: number | null; to: number | null }) => void;
}) {
  const { t } = useTranslation('pets');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId} mb={4}>
        {t('search.birthYears')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <YearInput label={t('search.yearFrom')} value={from} onCommit={(year) => onChange({ from: year, to })} testId="filter-year-from" />
        <Text c="dimmed" aria-hidden>
          –
        </Text>
        <YearInput label={t('search.yearTo')} value={to} onCommit={(year) => onChange({ from, to: year })} testId="filter-year-to" />
      </Group>
    </div>
  );
}
