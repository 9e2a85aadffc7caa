import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config/payments';
import { createSandbox, type DeliverWebhook, type Sandbox, sandboxSecret } from './providers/sandbox';
import routes from './routes';
import { createPaymentsService, type PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain (src/domains/payments/service.ts). */
    payments: PaymentsService;
    /** The embedded sandbox provider, when it is the configured one (its checkout page's routes use it). */
    paymentsSandbox: Sandbox | null;
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
}

/** Premium, donations and the payment providers. Routes: /api/premium/…, /api/donates/…, /api/payments/…. */
export default fp<PaymentsOptions>(
  async (app, options) => {
    const inject: DeliverWebhook = async ({ url, headers, body }) =>
      (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
    const sandbox =
      options.config.provider === 'sandbox'
        ? createSandbox({
            data: app.data.sandboxPayments,
            secret: sandboxSecret(app.settings.tokenSecret),
            publicUrl: app.settings.publicUrl, webhookUrl: options.config.sandboxWebhookUrl, log: app.log, slowMs: options.slowWebhookMs,
            ...(options.webhookTransport === 'inject' ? { deliver: inject } : {}),
          })
        : null;
    if (!sandbox) throw new Error(`No payment provider for ${options.config.provider}`);
    app.decorate('paymentsSandbox', sandbox);
    app.decorate(
      'payments',
      createPaymentsService({
        data: app.data, provider: sandbox.provider, config: options.config, mailer: app.mailer, publicUrl: app.settings.publicUrl, log: app.log,
        now: options.now ?? (() => new Date()),
      }),
    );
    app.addHook('onClose', async () => sandbox.close());
    await app.register(routes);
  },
  { name: 'payments', dependencies: ['data', 'auth', 'mailer'] },
);
