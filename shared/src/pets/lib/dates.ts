import { formatDate, toBcp47, type Locale } from '@bc/shared';
import type { DatePrecision } from '../../contracts';

/** A calendar date (YYYY-MM-DD) in the page's language, to its precision: day, month (May 2020) or year (2020). */
export function dateText(date: string | null | undefined, precision: DatePrecision | null | undefined, locale: Locale): string {
  if (!date) return '';
  const options: Intl.DateTimeFormatOptions =
    precision === 'year' ? { year: 'numeric' } : precision === 'month' ? { year: 'numeric', month: 'long' } : { dateStyle: 'long' };
  return formatDate(`${date.slice(0, 10)}T00:00:00Z`, locale, { ...options, timeZone: 'UTC' });
}

/** The year of a calendar date, or null. */
export function yearOf(date: string | null | undefined): number | null {
  const year = date ? Number(date.slice(0, 4)) : NaN;
  return Number.isFinite(year) && year > 0 ? year : null;
}

interface Span {
  years: number;
  months: number;
  days: number;
}

function span(from: Date, to: Date): Span {
  let years = to.getUTCFullYear() - from.getUTCFullYear();
  let months = to.getUTCMonth() - from.getUTCMonth();
  let days = to.getUTCDate() - from.getUTCDate();
  if (days < 0) {
    months -= 1;
    days += new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 0)).getUTCDate();
  }
  if (months < 0) {
    years -= 1;
    months += 12;
  }
  return { years, months, days };
}

const unit = (locale: Locale, name: 'year' | 'month' | 'day', value: number) =>
  new Intl.NumberFormat(toBcp47(locale), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);

/**
 * The age between birth and death (or today), in the page's language ("3 years 2 months", "3 года 2 месяца"),
 * no finer than the birth date's precision: whole years for a year, years and months otherwise.
 */
export function ageText(
  birthDate: string | null | undefined,
  precision: DatePrecision | null | undefined,
  locale: Locale,
  until: string | Date | null = null,
): string {
  if (!birthDate) return '';
  const from = new Date(`${birthDate.slice(0, 10)}T00:00:00Z`);
  const to = until ? (typeof until === 'string' ? new Date(`${until.slice(0, 10)}T00:00:00Z`) : until) : new Date();
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return '';
  const { years, months, days } = span(from, to);
  const parts: string[] = [];
  if (precision === 'year') {
    parts.push(unit(locale, 'year', years));
  } else {
    if (years > 0) parts.push(unit(locale, 'year', years));
    if (months > 0 || (years === 0 && precision === 'month')) parts.push(unit(locale, 'month', months));
    if (years === 0 && months === 0 && precision !== 'month') parts.push(unit(locale, 'day', days));
  }
  return parts.join(' ');
}
