import type { FastifyInstance } from 'fastify';
import { registrationRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/** A new account, or a fresh start for an email whose account was never activated (the same 201 either way). */
export default async function registration(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, registrationRoute),
    preHandler: app.limits.registration,
    handler: async (request, reply) => {
      await app.accounts.register(request.body);
      return reply.code(201).send({ ok: true });
    },
  });
}
