import type { FastifyInstance } from 'fastify';
import { updateProfileRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

export default async function updateProfile(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updateProfileRoute),
    handler: async (request) => app.accounts.updateProfile(signedIn(request), request.body),
  });
}
