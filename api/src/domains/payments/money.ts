import { type Currency, type Locale, toBcp47 } from '@bc/shared/contracts';

/**
 * An amount in minor units as the payer reads it, with the currency's sign (₽, €) rather than its code ("RUB 299.00"
 * is what Intl gives in English and Chinese without `narrowSymbol`).
 */
export const formatAmount = (minor: number, currency: Currency | string, locale: Locale) =>
  new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minor / 100);
