import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, priceListProblems } from '../../src/config/payments';
import { type ConfigError, loadConfig } from '../../src/config/env';

const dir = mkdtempSync(join(tmpdir(), 'bc-prices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('payments configuration', () => {
  it('defaults: the embedded sandbox, roubles, the demo prices, webhooks to the API’s own port', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', currency: 'RUB', prices: DEFAULT_PRICES, sandboxWebhookUrl: 'http://127.0.0.1:3100/api/payments/webhook/sandbox', stripe: null, yookassa: null, renewalTickMs: 300_000 });
    expect(loadConfig({ PORT: '4000', PAYMENT_CURRENCY: 'eur' }).payments).toMatchObject({ currency: 'EUR', sandboxWebhookUrl: 'http://127.0.0.1:4000/api/payments/webhook/sandbox' });
    expect(priceListProblems(DEFAULT_PRICES)).toEqual([]);
  });

  it('reads a price list from PRICES_FILE', () => {
    const prices = structuredClone(DEFAULT_PRICES);
    prices.EUR.premium.month = 599;
    expect(loadConfig({ PRICES_FILE: file('ok.json', prices) }).payments.prices.EUR.premium.month).toBe(599);
  });

  it('refuses a bad price list naming the path, with the other problems at once', () => {
    const prices = structuredClone(DEFAULT_PRICES) as unknown as { RUB: { premium: { month: unknown }; donation: { min: number; presets: number[] } } };
    prices.RUB.premium.month = -5;
    const bad = problemsOf({ PRICES_FILE: file('bad.json', prices), PAYMENT_CURRENCY: 'USD', PAYMENT_PROVIDER: 'paypal' });
    expect(bad).toHaveLength(3);
    expect(bad[0]).toContain('PAYMENT_PROVIDER must be one of sandbox, yookassa, stripe');
    expect(bad[1]).toContain('PAYMENT_CURRENCY must be one of RUB, EUR');
    expect(bad[2]).toMatch(/^PRICES_FILE\/RUB\/premium\/month: /);
    const presets = structuredClone(DEFAULT_PRICES);
    presets.RUB.donation.presets = [10];
    expect(problemsOf({ PRICES_FILE: file('presets.json', presets) })).toEqual(['PRICES_FILE/RUB/donation/presets: 10 is outside min…max']);
    expect(problemsOf({ PRICES_FILE: file('broken.json', '{') })[0]).toMatch(/^PRICES_FILE: cannot read .* as JSON/);
    expect(problemsOf({ PRICES_FILE: join(dir, 'missing.json') })[0]).toMatch(/^PRICES_FILE: cannot read/);
    expect(problemsOf({ PRICES_FILE: file('extra.json', { ...DEFAULT_PRICES, USD: DEFAULT_PRICES.EUR }) })[0]).toMatch(/^PRICES_FILE/);
  });

  it('Stripe takes EUR and YooKassa RUB, each with its keys; the currency follows the provider', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…) when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET must be the webhook endpoint’s signing secret (whsec_…) when PAYMENT_PROVIDER=stripe',
    ]);
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(stripe).payments).toMatchObject({ provider: 'stripe', currency: 'EUR', stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' } });
    expect(problemsOf({ ...stripe, PAYMENT_CURRENCY: 'RUB' })).toEqual(['PAYMENT_PROVIDER=stripe takes EUR, not PAYMENT_CURRENCY=RUB']);
    const yookassa = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'test_abc' };
    expect(loadConfig(yookassa).payments).toMatchObject({ provider: 'yookassa', currency: 'RUB', yookassa: { shopId: '123456', webhookIps: [], receipt: null } });
    expect(loadConfig({ ...yookassa, YOOKASSA_WEBHOOK_IPS: 'published', YOOKASSA_RECEIPT_VAT_CODE: '1' }).payments.yookassa).toMatchObject({
      webhookIps: expect.arrayContaining(['185.71.76.0/27', '77.75.156.11']), receipt: { vatCode: 1 },
    });
    expect(problemsOf({ ...yookassa, YOOKASSA_WEBHOOK_IPS: '10.0.0.1, 10.0.0.0/33, nope', YOOKASSA_RECEIPT_VAT_CODE: '0' })).toEqual([
      'YOOKASSA_WEBHOOK_IPS: "10.0.0.0/33" is not an IP address or CIDR range',
      'YOOKASSA_WEBHOOK_IPS: "nope" is not an IP address or CIDR range',
      'YOOKASSA_RECEIPT_VAT_CODE must be YooKassa\'s vat_code, 1…12 (got "0")',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'yookassa', PAYMENT_CURRENCY: 'EUR' })).toHaveLength(3);
    expect(problemsOf({ SANDBOX_WEBHOOK_URL: 'ftp://x' })).toEqual(['SANDBOX_WEBHOOK_URL must be an http(s) URL (got "ftp://x")']);
  });

  it('the renewal scheduler ticks every RENEWAL_TICK_SECONDS (0: off)', () => {
    expect(loadConfig({ RENEWAL_TICK_SECONDS: '0' }).payments.renewalTickMs).toBe(0);
    expect(loadConfig({ RENEWAL_TICK_SECONDS: '60' }).payments.renewalTickMs).toBe(60_000);
    for (const bad of ['-1', '1.5', 'x', '90000']) expect(problemsOf({ RENEWAL_TICK_SECONDS: bad })).toEqual([`RENEWAL_TICK_SECONDS must be 0 (off) to 86400 (got "${bad}")`]);
  });
});
