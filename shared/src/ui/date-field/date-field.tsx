import { ActionIcon, Group, TextInput, type TextInputProps } from '@bc/shared/mantine';
import { CloseButton } from '@bc/shared/mantine/close-button';
import { Popover } from '@bc/shared/mantine/popover';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// From the package, not by path: the page's locale is the shell's one store (a remote bundles this module).
import { useLocale } from '@bc/shared';
import { datePattern, formatIsoDate, parseDate } from './date-format';
import { MonthCalendar } from './month-calendar';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'error' | 'rightSection'> {
  /** The date, ISO `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with the ISO date, or '' while the text is empty, unfinished or not a date (as a native date input). */
  onChange: (value: string) => void;
  /** The earliest and latest dates one may enter, ISO. */
  min?: string;
  max?: string;
  /** The form's error (a boolean only reddens the field); the field's own (not a date, out of range) shows otherwise. */
  error?: ReactNode;
  /** A button that empties the field (default: on, unless the field is required). */
  clearable?: boolean;
}

type Problem = { key: 'invalid' | 'min' | 'max'; date?: string } | null;

/**
 * A date field in the page's language: it shows and reads dates as the page writes them (ru 05.03.2026,
 * en 03/05/2026, cz 5. 3. 2026, cn 2026/03/05), takes a pasted ISO date too, and has a calendar with the page's month
 * and weekday names. The form gets the same ISO `YYYY-MM-DD` value a native `<input type="date">` gives, which shows
 * the browser's format and month names instead of the page's.
 */
export function DateField({ value, onChange, min, max, error, clearable, required, disabled, readOnly, onBlur, ...props }: DateFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const [text, setText] = useState(() => formatIsoDate(value, locale));
  const [problem, setProblem] = useState<Problem>(null);
  const [shown, setShown] = useState(false);
  const [opened, setOpened] = useState(false);
  const emitted = useRef(value);
  const shownLocale = useRef(locale);
  // The calendar button sits beside the input, outside the popover's target: a press on it closes an open calendar
  // (a click outside) before its click, so the click opens the calendar only when it was closed at the press.
  const openAtPress = useRef(false);

  useEffect(() => {
    if (value === emitted.current && locale === shownLocale.current) return;
    emitted.current = value;
    shownLocale.current = locale;
    setText(formatIsoDate(value, locale));
    setProblem(null);
  }, [value, locale]);

  const emit = (next: string) => {
    if (next === emitted.current) return;
    emitted.current = next;
    onChange(next);
  };
  const check = (iso: string | null): Problem => {
    if (iso === null) return { key: 'invalid' };
    if (min && iso < min) return { key: 'min', date: min };
    if (max && iso > max) return { key: 'max', date: max };
    return null;
  };
  const typed = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setProblem(null);
      return emit('');
    }
    const iso = parseDate(next, locale);
    const found = check(iso);
    setProblem(found);
    // A finished date shows its problem at once; an unfinished one waits for the person to leave the field.
    if (found === null || found.key !== 'invalid') setShown(true);
    emit(found === null ? iso! : '');
  };
  const picked = (iso: string) => {
    setText(formatIsoDate(iso, locale));
    setProblem(null);
    setOpened(false);
    emit(iso);
  };
  const clear = () => {
    setText('');
    setProblem(null);
    emit('');
  };

  const pattern = datePattern(locale, { day: t('dateField.day'), month: t('dateField.month'), year: t('dateField.year') });
  const own =
    problem && shown
      ? problem.key === 'invalid'
        ? t('dateField.invalid', { pattern })
        : t(`dateField.${problem.key}`, { date: formatIsoDate(problem.date, locale) })
      : null;
  const shownError = error !== undefined && error !== null && typeof error !== 'boolean' ? error : (own ?? error);
  const canClear = (clearable ?? !required) && text !== '' && !disabled && !readOnly;

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus returnFocus withinPortal hideDetached={false} withRoles={false}>
      {/* hideDetached off: the dropdown closes on a click outside, and jsdom (no layout) would hide it as detached.
          withRoles off: the popover would give the text input aria-expanded and aria-haspopup, which a textbox may not
          have (axe: aria-allowed-attr); the calendar button, which opens it, says so instead. */}
      <Popover.Target>
        <TextInput
          {...props}
          value={text}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={props.placeholder ?? pattern}
          inputMode="numeric"
          autoComplete="off"
          error={shownError}
          onChange={(event) => typed(event.currentTarget.value)}
          onBlur={(event) => {
            setShown(true);
            const iso = parseDate(text, locale);
            if (iso !== null && check(iso) === null) setText(formatIsoDate(iso, locale));
            onBlur?.(event);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && event.altKey) setOpened(true);
            if (event.key === 'Enter') setShown(true);
            props.onKeyDown?.(event);
          }}
          rightSectionWidth={canClear ? 56 : 32}
          rightSectionPointerEvents="all"
          rightSection={
            <Group gap={0} wrap="nowrap">
              {canClear && <CloseButton size="sm" aria-label={t('dateField.clear')} onClick={clear} data-testid="date-field-clear" />}
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('dateField.open')}
                aria-haspopup="dialog"
                aria-expanded={opened}
                disabled={disabled || readOnly}
                onMouseDown={() => (openAtPress.current = opened)}
                onClick={() => {
                  setOpened(!openAtPress.current);
                  openAtPress.current = false;
                }}
                data-testid="date-field-calendar"
              >
                <CalendarIcon />
              </ActionIcon>
            </Group>
          }
        />
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <MonthCalendar value={emitted.current} min={min} max={max} locale={locale} onPick={picked} />
      </Popover.Dropdown>
    </Popover>
  );
}

function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
