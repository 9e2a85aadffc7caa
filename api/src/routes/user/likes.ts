import type { FastifyInstance } from 'fastify';
import { likesRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { pageOf } from '../../lib/paging';
import { fromContract, typed } from '../../lib/route';

export default async function likes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, likesRoute),
    handler: async (request) => app.data.petSummaries.likedBy(signedIn(request).user.id, pageOf(request.query)),
  });
}
