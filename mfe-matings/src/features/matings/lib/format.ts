import { toBcp47, type Locale } from '@bc/shared';

/** A fraction 0–1 as a percentage in the page's language: 0.0625 → "6.25 %" (ru), "6.25%" (en). */
export function percentText(value: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(toBcp47(locale), { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: digits }).format(value);
}

/** A calendar day (YYYY-MM-DD) in the page's language, as a long date: "12 March 2026". */
export function dayText(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(toBcp47(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
