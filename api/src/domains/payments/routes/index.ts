import type { FastifyInstance } from 'fastify';
import donations from './donations';
import matingPayment from './mating-payment';
import moderator from './moderator';
import premium from './premium';
import sandbox from './sandbox';
import webhooks from './webhooks';

/** /api/payments/…, /api/premium/…, /api/donates/…, /api/payments/mating/buy. */
export default async function paymentRoutes(app: FastifyInstance) {
  for (const route of [premium, donations, matingPayment, moderator, webhooks]) await app.register(route);
  if (app.paymentsSandbox) await app.register(sandbox);
}
