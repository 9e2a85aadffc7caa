import type { FastifyInstance } from 'fastify';
import donations from './donations';
import premium from './premium';
import sandbox from './sandbox';
import webhooks from './webhooks';

/** /api/payments/…, /api/premium/…, /api/donates/…. */
export default async function paymentRoutes(app: FastifyInstance) {
  for (const route of [premium, donations, webhooks]) await app.register(route);
  if (app.paymentsSandbox) await app.register(sandbox);
}
