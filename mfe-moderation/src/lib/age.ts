import { type Locale, toBcp47 } from '@bc/shared/contracts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, in the page's language ("3 days ago", "vor 2 Stunden"); under a minute is "now". */
export function ageText(iso: string, locale: Locale, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(toBcp47(locale), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'second');
}
