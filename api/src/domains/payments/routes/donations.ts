import type { FastifyInstance } from 'fastify';
import { donateBuyRoute, donateMonthRoute, donateStatusRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

/** Donations: visitors and members give, anyone sees the month's list. */
export default async function donations(app: FastifyInstance) {
  const r = typed(app);
  r.route({ ...fromContract(app, donateBuyRoute), handler: async (request) => app.payments.donations.buy(request.body, viewerOf(request)) });
  r.route({ ...fromContract(app, donateStatusRoute), handler: async (request) => app.payments.donations.status(request.body.orderId, viewerOf(request)) });
  r.route({ ...fromContract(app, donateMonthRoute), handler: async () => app.payments.donations.month() });
}
