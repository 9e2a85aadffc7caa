import type { FastifyInstance } from 'fastify';
import { likesRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { fromContract, pageOf, typed } from '../route';

export default async function likes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, likesRoute),
    handler: async (request) => app.repos.petSummaries.likedBy(signedIn(request).user.id, pageOf(request.query)),
  });
}
