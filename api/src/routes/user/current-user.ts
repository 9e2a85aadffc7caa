import type { FastifyInstance } from 'fastify';
import { currentUserRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { toCurrentUser } from '../../views/user';
import { fromContract, typed } from '../../lib/route';

export default async function currentUser(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, currentUserRoute),
    handler: async (request) => toCurrentUser(signedIn(request).user),
  });
}
