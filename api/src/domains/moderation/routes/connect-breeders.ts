import type { FastifyInstance } from 'fastify';
import { connectBreedersListRoute, connectBreedersRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** GET /api/moderation/connect-breeders (dogs named after a member's kennel) and POST (connect them). */
export default async function connectBreeders(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, connectBreedersListRoute),
    handler: async (request) => app.moderation.connectBreeders(request.query, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, connectBreedersRoute),
    handler: async (request) => app.moderation.connect(request.body, signedInViewer(request)),
  });
}
