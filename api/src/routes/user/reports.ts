import type { FastifyInstance } from 'fastify';
import { reportsRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { pageOf } from '../../lib/paging';
import { fromContract, typed } from '../../lib/route';

export default async function reports(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, reportsRoute),
    handler: async (request) => app.data.petSummaries.reportsOf(signedIn(request).user.id, pageOf(request.query)),
  });
}
