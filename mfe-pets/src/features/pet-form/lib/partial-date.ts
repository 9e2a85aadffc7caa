import type { DatePrecision } from '@bc/shared/contracts';

/** A date known to the day, the month or the year, as the form edits it. */
export interface PartialDateValue {
  precision: DatePrecision;
  /** YYYY-MM-DD, for day precision (a native date input). */
  day: string;
  /** 01–12, for month precision. */
  month: string;
  /** YYYY, for month and year precision. */
  year: string;
}

export const EMPTY_DATE: PartialDateValue = { precision: 'day', day: '', month: '', year: '' };

/** The stored date (always YYYY-MM-DD) and its precision → the form's value. */
export function fromStored(date: string | null | undefined, precision: DatePrecision | null | undefined): PartialDateValue {
  if (!date) return { ...EMPTY_DATE, precision: precision ?? 'day' };
  const [year = '', month = '', day = ''] = date.slice(0, 10).split('-');
  const p = precision ?? 'day';
  return { precision: p, day: p === 'day' ? `${year}-${month}-${day}` : '', month: p === 'month' ? month : '', year: p === 'day' ? '' : year };
}

/** Whether nothing was entered at the chosen precision. */
export function isEmptyDate(value: PartialDateValue): boolean {
  if (value.precision === 'day') return !value.day;
  if (value.precision === 'month') return !value.year && !value.month;
  return !value.year;
}

/** The API's partial date (`2019-05-14`, `2019-05` or `2019`), '' when empty, null when malformed. */
export function toPartial(value: PartialDateValue): string | null {
  if (isEmptyDate(value)) return '';
  if (value.precision === 'day') return /^\d{4}-\d{2}-\d{2}$/.test(value.day) && isRealDay(value.day) ? value.day : null;
  if (!/^\d{4}$/.test(value.year)) return null;
  if (value.precision === 'year') return value.year;
  return /^(0[1-9]|1[0-2])$/.test(value.month) ? `${value.year}-${value.month}` : null;
}

function isRealDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The first and last day a partial date may mean, for comparisons ('2019-05' → 2019-05-01 … 2019-05-31). */
export function dateRange(partial: string): { first: string; last: string } {
  if (partial.length === 4) return { first: `${partial}-01-01`, last: `${partial}-12-31` };
  if (partial.length === 7) {
    const [year, month] = partial.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { first: `${partial}-01`, last: `${partial}-${String(lastDay).padStart(2, '0')}` };
  }
  return { first: partial, last: partial };
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
