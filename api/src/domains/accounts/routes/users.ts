import type { FastifyInstance } from 'fastify';
import { usersRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';

/** GET /api/users: the moderators' member list. */
export default async function users(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, usersRoute),
    handler: async (request) => app.accounts.users(request.query, pageOf(request.query)),
  });
}
