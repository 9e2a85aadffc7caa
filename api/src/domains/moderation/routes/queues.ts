import type { FastifyInstance } from 'fastify';
import { moderationPetsRoute, moderationSummaryRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';

/** GET /api/moderation/summary (what waits in each queue) and GET /api/moderation/pets (the pets queue). */
export default async function queues(app: FastifyInstance) {
  const route = typed(app);
  route.route({ ...fromContract(app, moderationSummaryRoute), handler: async () => app.moderation.summary() });
  route.route({
    ...fromContract(app, moderationPetsRoute),
    handler: async (request) => app.moderation.pets(request.query, pageOf(request.query)),
  });
}
