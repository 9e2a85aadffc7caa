import { readFileSync } from 'node:fs';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { type Currency, CURRENCIES, PAYMENT_LIMITS } from '@bc/shared/contracts';

/**
 * The payments configuration: which provider takes the money, in which currency, and the price list. Prices are not
 * fixed yet, so they are configuration: the demo defaults below, or a JSON file (`PRICES_FILE`) of the same shape,
 * validated at start like the rest of the environment. Amounts are minor units (kopecks, cents) except the
 * donation presets and bounds, which the donation form shows in whole units.
 */
const Minor = Type.Integer({ minimum: 1, maximum: 100_000_000 });
const Whole = Type.Integer({ minimum: PAYMENT_LIMITS.donationMin, maximum: PAYMENT_LIMITS.donationMax });
const CurrencyPrices = Type.Object(
  {
    premium: Type.Object({ month: Minor, year: Minor }, { additionalProperties: false }),
    report: Minor,
    mating: Minor,
    donation: Type.Object(
      { presets: Type.Array(Whole, { minItems: 1, maxItems: 8 }), min: Whole, max: Whole, monthlyGoal: Type.Union([Whole, Type.Null()]) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type CurrencyPrices = Static<typeof CurrencyPrices>;
const PriceFile = Type.Object({ RUB: CurrencyPrices, EUR: CurrencyPrices }, { additionalProperties: false });
export type Prices = Static<typeof PriceFile>;

/** Demo prices (RUB and EUR), used when no PRICES_FILE is given. */
export const DEFAULT_PRICES: Prices = {
  RUB: {
    premium: { month: 29_900, year: 299_000 },
    report: 49_000,
    mating: 19_900,
    donation: { presets: [100, 300, 500, 1000], min: 50, max: 100_000, monthlyGoal: 30_000 },
  },
  EUR: {
    premium: { month: 499, year: 4_900 },
    report: 790,
    mating: 290,
    donation: { presets: [3, 5, 10, 25], min: 1, max: 1000, monthlyGoal: 500 },
  },
};

export interface PaymentsConfig {
  /** Only the embedded sandbox is built so far (YooKassa and Stripe follow, see the payments README). */
  provider: 'sandbox';
  currency: Currency;
  prices: Prices;
  /** Where the sandbox posts its webhooks (the API itself; default http://127.0.0.1:PORT). */
  sandboxWebhookUrl: string;
}

/** Problems of a price list (each names its path), empty when it is valid. */
export function priceListProblems(value: unknown): string[] {
  const problems = [...Value.Errors(PriceFile, value)].map((e) => `PRICES_FILE${e.path || ''}: ${e.message}`);
  if (problems.length > 0) return problems.slice(0, 10);
  for (const currency of CURRENCIES) {
    const d = (value as Prices)[currency].donation;
    if (d.min > d.max) problems.push(`PRICES_FILE/${currency}/donation: min is above max`);
    for (const preset of d.presets) if (preset < d.min || preset > d.max) problems.push(`PRICES_FILE/${currency}/donation/presets: ${preset} is outside min…max`);
  }
  return problems;
}

export function readPaymentsConfig(read: (name: string) => string | undefined, port: number, problems: string[]): PaymentsConfig {
  const provider = (read('PAYMENT_PROVIDER') ?? 'sandbox').toLowerCase();
  if (provider === 'yookassa' || provider === 'stripe') problems.push(`PAYMENT_PROVIDER=${provider} is not available yet: only the embedded sandbox is built`);
  else if (provider !== 'sandbox') problems.push(`PAYMENT_PROVIDER must be sandbox (got "${provider}")`);

  const currency = (read('PAYMENT_CURRENCY') ?? 'RUB').toUpperCase() as Currency;
  if (!CURRENCIES.includes(currency)) problems.push(`PAYMENT_CURRENCY must be one of ${CURRENCIES.join(', ')} (got "${currency}")`);

  let prices = DEFAULT_PRICES;
  const file = read('PRICES_FILE');
  if (file !== undefined) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const found = priceListProblems(parsed);
      if (found.length > 0) problems.push(...found);
      else prices = parsed as Prices;
    } catch (error) {
      problems.push(`PRICES_FILE: cannot read ${file} as JSON (${(error as Error).message})`);
    }
  }

  const sandboxWebhookUrl = read('SANDBOX_WEBHOOK_URL') ?? `http://127.0.0.1:${port}/api/payments/webhook/sandbox`;
  if (!/^https?:\/\/./.test(sandboxWebhookUrl)) problems.push(`SANDBOX_WEBHOOK_URL must be an http(s) URL (got "${sandboxWebhookUrl}")`);
  return { provider: 'sandbox', currency, prices, sandboxWebhookUrl };
}
