import type { FastifyInstance } from 'fastify';
import { addAccountRequestRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/** Anyone (signed in or not) may ask moderators to hand over or connect an account. */
export default async function accountRequest(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, addAccountRequestRoute),
    preHandler: app.limits.accountRequest,
    handler: async (request, reply) => {
      await app.accounts.addAccountRequest(request.body, request.auth?.user.id ?? null);
      return reply.code(201).send({ ok: true });
    },
  });
}
