import { formatNumber, type Locale } from '@bc/shared';
import type { Currency } from '@bc/shared/contracts';

/** An amount in minor units as the page's language writes money (Intl with the currency): 250 ₽, 4,99 €. */
export const formatMoney = (minor: number, currency: Currency, locale: Locale) =>
  formatNumber(minor / 100, locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 });
