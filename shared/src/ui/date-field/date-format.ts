import { toBcp47, type Locale } from '@bc/shared';

/**
 * Calendar dates (ISO `YYYY-MM-DD`) written and read in the page's language, with the locale map the rest of the site
 * formats dates with (`toBcp47`, so English is `en`: 03/05/2026). Pure: no React, no time zone (every date is UTC).
 */

type PartName = 'day' | 'month' | 'year';
export interface DatePart {
  type: PartName | 'literal';
  value: string;
}

/** Czech writes the day and month without a leading zero (5. 3. 2026); the others with one (05.03.2026). */
const NUMERIC_DAY_MONTH: ReadonlySet<Locale> = new Set(['cz']);

function formatter(locale: Locale): Intl.DateTimeFormat {
  const digits = NUMERIC_DAY_MONTH.has(locale) ? 'numeric' : '2-digit';
  return new Intl.DateTimeFormat(toBcp47(locale), { year: 'numeric', month: digits, day: digits, timeZone: 'UTC' });
}

/** A UTC Date of an ISO calendar date, or null when it is not one (2026-02-31 is not). */
export function isoToDate(iso: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((iso ?? '').slice(0, 10));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function dateToIso(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** The order of day, month and year in the page's language, with the text between them. */
export function dateParts(locale: Locale): DatePart[] {
  return formatter(locale)
    .formatToParts(new Date(Date.UTC(2026, 2, 5)))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year' || part.type === 'literal')
    .map((part) => ({ type: part.type as DatePart['type'], value: part.value }));
}

/** An ISO date as the page's language writes it in digits (ru 05.03.2026, en 03/05/2026, cn 2026/03/05); '' if none. */
export function formatIsoDate(iso: string | null | undefined, locale: Locale): string {
  const date = isoToDate(iso);
  return date ? formatter(locale).format(date) : '';
}

/** The pattern a person types, from the page's letters for a day, a month and a year (ДД.ММ.ГГГГ, MM/DD/YYYY). */
export function datePattern(locale: Locale, letters: Record<PartName, string>): string {
  return dateParts(locale)
    .map((part) => (part.type === 'literal' ? part.value : letters[part.type]))
    .join('');
}

const WIDTH: Record<PartName, number> = { day: 2, month: 2, year: 4 };

/**
 * The ISO date of what a person typed: in the page's order with any separators (5.3.2026, 05.03.2026, 05032026), or
 * an ISO date (pasted from elsewhere: 2026-03-05, 2026-03-05T10:00Z). Null when it is not a date of the calendar
 * (31.02.2026), has a year of other than four digits, or is not a date at all.
 */
export function parseDate(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/.exec(trimmed);
  const order = dateParts(locale)
    .map((part) => part.type)
    .filter((type): type is PartName => type !== 'literal');
  let groups: string[] = trimmed.match(/\d+/g) ?? [];
  if (iso) groups = [iso[1], iso[2], iso[3]];
  else if (groups.length === 1 && groups[0].length === 8) {
    let rest = groups[0];
    groups = order.map((type) => {
      const group = rest.slice(0, WIDTH[type]);
      rest = rest.slice(WIDTH[type]);
      return group;
    });
  } else if (/[^\d\s./\-,年月日]/.test(trimmed)) return null;
  if (groups.length !== 3) return null;
  const value: Partial<Record<PartName, string>> = {};
  (iso ? (['year', 'month', 'day'] as const) : order).forEach((type, index) => (value[type] = groups[index]));
  if (value.year!.length !== 4 || value.month!.length > 2 || value.day!.length > 2) return null;
  const candidate = `${value.year}-${value.month!.padStart(2, '0')}-${value.day!.padStart(2, '0')}`;
  return isoToDate(candidate) ? candidate : null;
}

/** The first day of the week in the page's language (1 Monday … 7 Sunday), Monday where the browser cannot tell. */
export function firstDayOfWeek(locale: Locale): number {
  const info = new Intl.Locale(toBcp47(locale)) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
}

/** The weekday names of a calendar's header, from its first day: short (пн, Mon), one letter where short is long. */
export function weekdayNames(locale: Locale): string[] {
  const first = firstDayOfWeek(locale);
  // 2024-01-01 was a Monday (weekday 1).
  const days = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + ((first - 1 + index) % 7))));
  const names = (weekday: 'short' | 'narrow') => days.map((day) => new Intl.DateTimeFormat(toBcp47(locale), { weekday, timeZone: 'UTC' }).format(day));
  const short = names('short');
  return short.some((name) => name.length > 4) ? names('narrow') : short;
}

/** The month and year a calendar shows (март 2026 г., March 2026, 2026年3月). */
export function monthTitle(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(toBcp47(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 1)));
}

/** The weeks of a month as rows of seven ISO dates (null outside the month), the week starting on `firstDay`. */
export function monthWeeks(year: number, month: number, firstDay: number): (string | null)[][] {
  const start = new Date(Date.UTC(year, month, 1));
  const weekday = start.getUTCDay() || 7;
  const leading = (weekday - firstDay + 7) % 7;
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(dateToIso(new Date(Date.UTC(year, month, day))));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** The ISO date `days` days after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  const date = isoToDate(iso)!;
  date.setUTCDate(date.getUTCDate() + days);
  return dateToIso(date);
}

/** The ISO date `months` months after `iso`, on the same day or the month's last. */
export function addMonths(iso: string, months: number): string {
  const date = isoToDate(iso)!;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return dateToIso(target);
}
