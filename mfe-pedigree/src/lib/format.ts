import { formatNumber, type Locale } from '@bc/shared';

/** A fraction (0.125) as a percentage with exactly `digits` decimals: "12.50%" (en), "12,50 %" (de). */
export function formatPercent(value: number, locale: Locale, digits = 2): string {
  return formatNumber(value, locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A probability (0.5) as a short percentage: "50%", "12.5%". */
export function formatProbability(value: number, locale: Locale): string {
  return formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 1 });
}

/** A plain number with at most `digits` decimals. */
export function formatDecimal(value: number, locale: Locale, digits = 2): string {
  return formatNumber(value, locale, { maximumFractionDigits: digits });
}
