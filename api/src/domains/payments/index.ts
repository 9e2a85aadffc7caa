import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config/payments';
import { createSandbox, type DeliverWebhook, type Sandbox, sandboxSecret } from './providers/sandbox';
import { createStripeProvider } from './providers/stripe';
import { createYooKassaProvider } from './providers/yookassa';
import { createRenewals, type Renewals } from './renewals';
import routes from './routes';
import type { PaymentsDeps } from './deps';
import { orderOperations } from './orders';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain (src/domains/payments/service.ts). */
    payments: PaymentsService;
    /** The embedded sandbox provider, when it is the configured one (its checkout page's routes use it). */
    paymentsSandbox: Sandbox | null;
    /** The renewal scheduler (ticks by itself every RENEWAL_TICK_SECONDS; tests call `tick`). */
    paymentsRenewals: Renewals;
  }
}

export interface PaymentsOptions {
  config: PaymentsConfig;
  /**
   * How the sandbox reaches the webhook: `http` (default) POSTs to `config.sandboxWebhookUrl` as a provider does;
   * `inject` sends the same request through `app.inject` (tests, which listen on no port).
   */
  webhookTransport?: 'http' | 'inject';
  /** How late the sandbox's `slow` webhook comes (default 5 s). */
  slowWebhookMs?: number;
  /** The clock (tests drive it). */
  now?: () => Date;
  /** The renewal scheduler's tick (default: the configuration's); 0: no timer (tests call `tick`). */
  renewalTickMs?: number;
}

/** Premium, donations and the payment providers. Routes: /api/premium/…, /api/donates/…, /api/payments/…. */
export default fp<PaymentsOptions>(
  async (app, options) => {
    const inject: DeliverWebhook = async ({ url, headers, body }) =>
      (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
    const { config } = options;
    const sandbox =
      config.provider === 'sandbox'
        ? createSandbox({
            data: app.data.sandboxPayments,
            secret: sandboxSecret(app.settings.tokenSecret),
            publicUrl: app.settings.publicUrl, webhookUrl: config.sandboxWebhookUrl, log: app.log, slowMs: options.slowWebhookMs,
            ...(options.webhookTransport === 'inject' ? { deliver: inject } : {}),
          })
        : null;
    const provider =
      sandbox?.provider ??
      (config.stripe ? createStripeProvider({ config: config.stripe }) : config.yookassa ? createYooKassaProvider({ config: config.yookassa }) : null);
    if (!provider) throw new Error(`No payment provider for ${config.provider}`);
    app.decorate('paymentsSandbox', sandbox);
    const deps: PaymentsDeps = {
      data: app.data, provider, config, mailer: app.mailer, publicUrl: app.settings.publicUrl, log: app.log, now: options.now ?? (() => new Date()),
    };
    app.decorate('payments', createPaymentsService(deps));
    const renewals = createRenewals(deps, orderOperations(deps));
    app.decorate('paymentsRenewals', renewals);
    const tickMs = options.renewalTickMs ?? config.renewalTickMs;
    if (tickMs > 0) app.addHook('onReady', async () => renewals.start(tickMs));
    app.addHook('onClose', async () => {
      sandbox?.close();
      await renewals.stop();
    });
    await app.register(routes);
  },
  { name: 'payments', dependencies: ['data', 'auth', 'mailer'] },
);
