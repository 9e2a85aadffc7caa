import type { FastifyInstance } from 'fastify';
import { matingPaymentBuyRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** The mating payment: publishing one announcement without premium (granted on the webhook's success). */
export default async function matingPayment(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, matingPaymentBuyRoute),
    handler: async (request) => app.payments.matings.buy(request.body.matingId, request.body.locale, signedInViewer(request)),
  });
}
