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
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', currency: 'RUB', prices: DEFAULT_PRICES, sandboxWebhookUrl: 'http://127.0.0.1:3100/api/payments/webhook/sandbox' });
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
    expect(bad[0]).toContain('PAYMENT_PROVIDER must be sandbox');
    expect(bad[1]).toContain('PAYMENT_CURRENCY must be one of RUB, EUR');
    expect(bad[2]).toMatch(/^PRICES_FILE\/RUB\/premium\/month: /);
    const presets = structuredClone(DEFAULT_PRICES);
    presets.RUB.donation.presets = [10];
    expect(problemsOf({ PRICES_FILE: file('presets.json', presets) })).toEqual(['PRICES_FILE/RUB/donation/presets: 10 is outside min…max']);
    expect(problemsOf({ PRICES_FILE: file('broken.json', '{') })[0]).toMatch(/^PRICES_FILE: cannot read .* as JSON/);
    expect(problemsOf({ PRICES_FILE: join(dir, 'missing.json') })[0]).toMatch(/^PRICES_FILE: cannot read/);
    expect(problemsOf({ PRICES_FILE: file('extra.json', { ...DEFAULT_PRICES, USD: DEFAULT_PRICES.EUR }) })[0]).toMatch(/^PRICES_FILE/);
  });

  it('says plainly that YooKassa and Stripe are not built yet', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual(['PAYMENT_PROVIDER=stripe is not available yet: only the embedded sandbox is built']);
    expect(problemsOf({ SANDBOX_WEBHOOK_URL: 'ftp://x' })).toEqual(['SANDBOX_WEBHOOK_URL must be an http(s) URL (got "ftp://x")']);
  });
});
