import { ActionIcon, Group, Text, UnstyledButton } from '@bc/shared/mantine';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type Locale } from '@bc/shared';
import { addDays, addMonths, firstDayOfWeek, isoToDate, monthTitle, monthWeeks, weekdayNames } from './date-format';
import classes from './date-field.module.css';

const KEY_STEPS: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  PageUp: (iso) => addMonths(iso, -1),
  PageDown: (iso) => addMonths(iso, 1),
};

/**
 * One month of days in the page's language (its month and weekday names, its first day of the week), with buttons to
 * the month and year before and after. The keyboard moves through the days (arrows, Page Up/Down) and Enter picks one.
 */
export function MonthCalendar({
  value,
  min,
  max,
  locale,
  onPick,
}: {
  value: string;
  min?: string;
  max?: string;
  locale: Locale;
  onPick: (iso: string) => void;
}) {
  const { t } = useTranslation('common');
  const today = new Date().toISOString().slice(0, 10);
  const start = isoToDate(value) ? value : clamp(today, min, max);
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const year = Number(focused.slice(0, 4));
  const month = Number(focused.slice(5, 7)) - 1;
  const first = firstDayOfWeek(locale);
  const weeks = useMemo(() => monthWeeks(year, month, first), [year, month, first]);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const outside = (iso: string) => (min !== undefined && min !== '' && iso < min) || (max !== undefined && max !== '' && iso > max);

  useEffect(() => {
    if (moved.current) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const move = (step: (iso: string) => string, byKey: boolean) => {
    moved.current = byKey;
    setFocused(step);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    move(step, true);
  };
  const nav = (label: string, step: (iso: string) => string, symbol: string, testId: string) => (
    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onClick={() => move(step, false)} data-testid={testId}>
      {symbol}
    </ActionIcon>
  );

  return (
    <div className={classes.calendar} data-testid="date-calendar">
      <Group justify="space-between" gap={2} wrap="nowrap" mb={6}>
        <Group gap={0} wrap="nowrap">
          {nav(t('dateField.previousYear'), (iso) => addMonths(iso, -12), '«', 'date-calendar-previous-year')}
          {nav(t('dateField.previousMonth'), (iso) => addMonths(iso, -1), '‹', 'date-calendar-previous-month')}
        </Group>
        <Text size="sm" fw={600} ta="center" aria-live="polite" data-testid="date-calendar-title">
          {monthTitle(year, month, locale)}
        </Text>
        <Group gap={0} wrap="nowrap">
          {nav(t('dateField.nextMonth'), (iso) => addMonths(iso, 1), '›', 'date-calendar-next-month')}
          {nav(t('dateField.nextYear'), (iso) => addMonths(iso, 12), '»', 'date-calendar-next-year')}
        </Group>
      </Group>
      <div role="grid" aria-label={monthTitle(year, month, locale)} ref={grid} onKeyDown={onKeyDown}>
        <div role="row" className={classes.week}>
          {weekdays.map((name) => (
            <div role="columnheader" key={name} className={classes.weekday}>
              {name}
            </div>
          ))}
        </div>
        {weeks.map((week, row) => (
          <div role="row" key={row} className={classes.week}>
            {week.map((iso, column) =>
              iso === null ? (
                <div role="gridcell" key={column} />
              ) : (
                <div role="gridcell" key={iso} aria-selected={iso === value}>
                  <UnstyledButton
                    className={classes.day}
                    data-date={iso}
                    data-selected={iso === value || undefined}
                    data-today={iso === today || undefined}
                    disabled={outside(iso)}
                    tabIndex={iso === focused ? 0 : -1}
                    data-autofocus={iso === focused || undefined}
                    onClick={() => onPick(iso)}
                    aria-label={formatDate(`${iso}T00:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' })}
                  >
                    {Number(iso.slice(8))}
                  </UnstyledButton>
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function clamp(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

