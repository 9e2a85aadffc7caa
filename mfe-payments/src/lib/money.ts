import { formatNumber, type Locale } from '@bc/shared';
import type { Currency } from '@bc/shared/contracts';

/** An amount in minor units as the page's language writes money: 299 ₽, €4.99 (the currency's sign, no cents when there are none). */
export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return formatNumber(minor / 100, locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
}
