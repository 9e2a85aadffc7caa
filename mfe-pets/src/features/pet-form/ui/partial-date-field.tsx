import { DateField } from '@bc/shared/ui/date-field';
import { Group, Input, Stack, TextInput } from '@bc/shared/mantine';
import { SegmentedControl } from '@bc/shared/mantine/segmented-control';
import { Select } from '@bc/shared/mantine/select';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47, useLocale } from '@bc/shared';
import type { DatePrecision } from '@bc/shared/contracts';
import { todayIso, type PartialDateValue } from '../lib/partial-date';

const PRECISIONS: DatePrecision[] = ['day', 'month', 'year'];

/** A date known to the day, the month or the year: the precision first, then a date, a month and year, or a year. */
export function PartialDateField({
  label,
  value,
  onChange,
  error,
  id,
  testId,
}: {
  label: string;
  value: PartialDateValue;
  onChange: (value: PartialDateValue) => void;
  error?: ReactNode;
  id: string;
  testId: string;
}) {
  const { t } = useTranslation('pets');
  const locale = useLocale();
  const labelId = useId();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(toBcp47(locale), { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1).padStart(2, '0'),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [locale]);
  const year = (
    <TextInput
      aria-label={t('date.year')}
      placeholder={t('date.yearPlaceholder')}
      value={value.year}
      onChange={(event) => onChange({ ...value, year: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
      inputMode="numeric"
      maxLength={4}
      w={110}
      id={value.precision === 'year' ? id : undefined}
      error={Boolean(error)}
      data-testid={`${testId}-year`}
    />
  );

  return (
    <Input.Wrapper label={label} error={error} labelElement="div" labelProps={{ id: labelId }} data-testid={testId}>
      <Stack gap={6} role="group" aria-labelledby={labelId}>
        <SegmentedControl
          size="xs"
          value={value.precision}
          onChange={(precision) => onChange({ ...value, precision: precision as DatePrecision })}
          data={PRECISIONS.map((precision) => ({ value: precision, label: t(`date.precision.${precision}`) }))}
          aria-label={t('date.precisionLabel')}
          style={{ alignSelf: 'flex-start' }}
          data-testid={`${testId}-precision`}
        />
        {value.precision === 'day' && (
          <DateField
            aria-label={label}
            value={value.day}
            max={todayIso()}
            onChange={(day) => onChange({ ...value, day })}
            id={id}
            error={Boolean(error)}
            w={{ base: '100%', xs: 220 }}
            data-testid={`${testId}-day`}
          />
        )}
        {value.precision === 'month' && (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={t('date.month')}
              placeholder={t('date.month')}
              data={months}
              value={value.month || null}
              onChange={(month) => onChange({ ...value, month: month ?? '' })}
              id={id}
              error={Boolean(error)}
              style={{ flex: 1, maxWidth: 200 }}
              data-testid={`${testId}-month`}
            />
            {year}
          </Group>
        )}
        {value.precision === 'year' && year}
      </Stack>
    </Input.Wrapper>
  );
}
