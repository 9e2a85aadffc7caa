import type { FastifyInstance } from 'fastify';
import { disableAutoPayRoute, enableAutoPayRoute, premiumBuyRoute, premiumStateRoute, premiumStatusRoute, pricesRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** The price list and premium: state, buy, the order's status, the auto-pay switch. */
export default async function premium(app: FastifyInstance) {
  const r = typed(app);
  r.route({ ...fromContract(app, pricesRoute), handler: async () => app.payments.prices() });
  r.route({ ...fromContract(app, premiumStateRoute), handler: async (request) => app.payments.premium.state(signedInViewer(request)) });
  r.route({ ...fromContract(app, premiumBuyRoute), handler: async (request) => app.payments.premium.buy(request.body, signedInViewer(request)) });
  r.route({
    ...fromContract(app, premiumStatusRoute),
    handler: async (request) => app.payments.premium.status(request.body.orderId, signedInViewer(request)),
  });
  r.route({ ...fromContract(app, disableAutoPayRoute), handler: async (request) => app.payments.premium.setAutoPay(signedInViewer(request), false) });
  r.route({ ...fromContract(app, enableAutoPayRoute), handler: async (request) => app.payments.premium.setAutoPay(signedInViewer(request), true) });
}
