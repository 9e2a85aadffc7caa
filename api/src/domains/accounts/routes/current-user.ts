import type { FastifyInstance } from 'fastify';
import { currentUserRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

export default async function currentUser(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, currentUserRoute),
    handler: async (request) => app.accounts.currentUser(signedIn(request)),
  });
}
