import { resolve } from 'node:path';
import type { Locale } from '@bc/shared';
import type { MonthDonations, PremiumState, PriceList } from '@bc/shared/contracts';
import { localeMessages } from '@bc/shared/testing';

/** This remote's translations (and the shared ones) for renderPage. */
export const messages = (locale: Locale = 'en') => localeMessages(locale, { payments: resolve(__dirname, '../../locales') });

export const priceList = (overrides: Partial<PriceList> = {}): PriceList => ({
  currency: 'EUR', provider: 'sandbox', premium: { month: 499, year: 4900 }, report: 790, mating: 290,
  donation: { presets: [3, 5, 10, 25], min: 1, max: 1000, monthlyGoal: 500 },
  ...overrides,
});

export const premiumState = (overrides: Partial<PremiumState> = {}): PremiumState => ({
  active: false, premiumUntil: null, autoPay: false, canAutoPay: false, ...overrides,
});

export const monthDonations = (overrides: Partial<MonthDonations> = {}): MonthDonations => ({
  month: '2026-11', currency: 'EUR', total: 1500, count: 2, goal: 50_000,
  donors: [{ name: null, amount: 1000, at: '2026-11-20T10:00:00.000Z' }, { name: 'Ilze', amount: 500, at: '2026-11-19T10:00:00.000Z' }],
  ...overrides,
});

export const ORDER_ID = `ord_${'a'.repeat(32)}`;
