import type { FastifyInstance } from 'fastify';
import { addAccountRequestRoute } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import { fromContract, typed } from '../../lib/route';

/** Anyone (signed in or not) may ask moderators to hand over or connect an account. */
export default async function addAccountRequest(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, addAccountRequestRoute),
    preHandler: app.limits.accountRequest,
    handler: async (request, reply) => {
      const { userId, info, email, locale } = request.body;
      const target = await app.data.users.byId(userId);
      if (!target || target.deletedAt) throw notFound('User not found', 'userId');
      await app.data.accountRequests.insert({
        userId, info: info.trim(), email: email.toLowerCase(), locale, requesterUserId: request.auth?.user.id ?? null,
      });
      return reply.code(201).send({ ok: true });
    },
  });
}
