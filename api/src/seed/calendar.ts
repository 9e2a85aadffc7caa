/** Dates as whole days since 1970-01-01 (UTC), for cheap arithmetic in the generator. */
const MS_PER_DAY = 86_400_000;

export const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
export const isoOf = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
export const yearOf = (day: number) => new Date(day * MS_PER_DAY).getUTCFullYear();
export const firstDayOfYear = (year: number) => Math.floor(Date.UTC(year, 0, 1) / MS_PER_DAY);
export const YEAR = 365.25;

/** Truncates a date to its precision: `month` → the 1st of the month, `year` → 1 January. */
export function truncate(day: number, precision: 'day' | 'month' | 'year'): string {
  const iso = isoOf(day);
  if (precision === 'month') return `${iso.slice(0, 7)}-01`;
  if (precision === 'year') return `${iso.slice(0, 4)}-01-01`;
  return iso;
}
