import type { FastifyInstance } from 'fastify';
import { loginRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { clientOf } from './client';
import { signedInAnswer } from './session-cookie';

export default async function login(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, loginRoute),
    preHandler: app.limits.login,
    handler: async (request, reply) =>
      signedInAnswer(request, reply, await app.accounts.login(request.body.email, request.body.password, clientOf(request))),
  });
}
