import type { FastifyInstance } from 'fastify';
import { activateRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { clientOf } from './client';
import { signedInAnswer } from './session-cookie';

export default async function activate(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, activateRoute),
    handler: async (request, reply) => signedInAnswer(request, reply, await app.accounts.activate(request.body.hash, clientOf(request))),
  });
}
