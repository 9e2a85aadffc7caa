import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { type Currency, CURRENCIES, PAYMENT_LIMITS, PAYMENT_PROVIDERS, type PaymentProviderName } from '@bc/shared/contracts';

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

/** Stripe (EUR): the secret API key and the webhook endpoint's signing secret. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
}

/** YooKassa (RUB): the shop, its secret key, the notification senders' addresses, and fiscal receipts (optional). */
export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  /** Addresses or CIDR ranges a notification may come from; empty: not checked (the re-read is the proof). */
  webhookIps: string[];
  /** Fiscal receipt data sent with each payment (54-FZ), or null when the shop does not need it. */
  receipt: { vatCode: number } | null;
}

export interface PaymentsConfig {
  /** Which provider takes the money: the sandbox (any currency), YooKassa (RUB) or Stripe (EUR). */
  provider: PaymentProviderName;
  currency: Currency;
  prices: Prices;
  /** Where the sandbox posts its webhooks (the API itself; default http://127.0.0.1:PORT). */
  sandboxWebhookUrl: string;
  stripe: StripeConfig | null;
  yookassa: YooKassaConfig | null;
  /** How often the renewal scheduler ticks (charges, reminders, retries); 0 turns it off (RENEWAL_TICK_SECONDS, default 300). */
  renewalTickMs: number;
}

/** The currency each real provider takes; the sandbox takes either. */
export const PROVIDER_CURRENCY = { yookassa: 'RUB', stripe: 'EUR' } as const satisfies Partial<Record<PaymentProviderName, Currency>>;

/** YooKassa's published notification addresses (its documentation's list), the default of YOOKASSA_WEBHOOK_IPS=published. */
export const YOOKASSA_PUBLISHED_IPS = [
  '185.71.76.0/27', '185.71.77.0/27', '77.75.153.0/25', '77.75.156.11', '77.75.156.35', '77.75.154.128/25', '2a02:5180::/32',
];

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

function readStripe(read: (name: string) => string | undefined, problems: string[]): StripeConfig | null {
  const secretKey = read('STRIPE_SECRET_KEY');
  const webhookSecret = read('STRIPE_WEBHOOK_SECRET');
  if (!secretKey || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) problems.push('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…) when PAYMENT_PROVIDER=stripe');
  if (!webhookSecret || !/^whsec_\w+$/.test(webhookSecret)) problems.push('STRIPE_WEBHOOK_SECRET must be the webhook endpoint’s signing secret (whsec_…) when PAYMENT_PROVIDER=stripe');
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
}

function readYooKassa(read: (name: string) => string | undefined, problems: string[]): YooKassaConfig | null {
  const shopId = read('YOOKASSA_SHOP_ID');
  const secretKey = read('YOOKASSA_SECRET_KEY');
  if (!shopId || !/^\d{1,12}$/.test(shopId)) problems.push('YOOKASSA_SHOP_ID must be the shop’s numeric id when PAYMENT_PROVIDER=yookassa');
  if (!secretKey || !/^(test|live)_[\w-]+$/.test(secretKey)) problems.push('YOOKASSA_SECRET_KEY must be the shop’s secret key (test_… or live_…) when PAYMENT_PROVIDER=yookassa');
  const apiUrl = (read('YOOKASSA_API_URL') ?? 'https://api.yookassa.ru/v3').replace(/\/+$/, '');
  if (!/^https?:\/\/./.test(apiUrl)) problems.push(`YOOKASSA_API_URL must be an http(s) URL (got "${apiUrl}")`);
  const ipsText = read('YOOKASSA_WEBHOOK_IPS');
  const webhookIps = ipsText === undefined || ipsText.trim() === '' ? [] : ipsText.trim() === 'published' ? YOOKASSA_PUBLISHED_IPS : ipsText.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of webhookIps) if (!isAddressOrRange(entry)) problems.push(`YOOKASSA_WEBHOOK_IPS: "${entry}" is not an IP address or CIDR range`);
  const vatText = read('YOOKASSA_RECEIPT_VAT_CODE');
  const vatCode = vatText === undefined ? null : Number(vatText);
  if (vatCode !== null && !(Number.isInteger(vatCode) && vatCode >= 1 && vatCode <= 12)) problems.push(`YOOKASSA_RECEIPT_VAT_CODE must be YooKassa's vat_code, 1…12 (got "${vatText}")`);
  return shopId && secretKey ? { shopId, secretKey, apiUrl, webhookIps, receipt: vatCode === null ? null : { vatCode } } : null;
}

/** An IPv4/IPv6 address or a CIDR range of one. */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export function readPaymentsConfig(read: (name: string) => string | undefined, port: number, problems: string[]): PaymentsConfig {
  const provider = (read('PAYMENT_PROVIDER') ?? 'sandbox').toLowerCase() as PaymentProviderName;
  if (!PAYMENT_PROVIDERS.includes(provider)) problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} (got "${provider}")`);
  const providerCurrency: Currency | undefined = provider === 'sandbox' ? undefined : PROVIDER_CURRENCY[provider as keyof typeof PROVIDER_CURRENCY];

  const currency = (read('PAYMENT_CURRENCY') ?? providerCurrency ?? 'RUB').toUpperCase() as Currency;
  if (!CURRENCIES.includes(currency)) problems.push(`PAYMENT_CURRENCY must be one of ${CURRENCIES.join(', ')} (got "${currency}")`);
  else if (providerCurrency && currency !== providerCurrency) problems.push(`PAYMENT_PROVIDER=${provider} takes ${providerCurrency}, not PAYMENT_CURRENCY=${currency}`);

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
  const stripe = provider === 'stripe' ? readStripe(read, problems) : null;
  const yookassa = provider === 'yookassa' ? readYooKassa(read, problems) : null;

  const tickText = read('RENEWAL_TICK_SECONDS') ?? '300';
  const tickSeconds = Number(tickText);
  if (!(/^\d{1,5}$/.test(tickText) && tickSeconds <= 86_400)) problems.push(`RENEWAL_TICK_SECONDS must be 0 (off) to 86400 (got "${tickText}")`);
  return { provider, currency, prices, sandboxWebhookUrl, stripe, yookassa, renewalTickMs: tickSeconds * 1000 };
}
