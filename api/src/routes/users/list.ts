import type { FastifyInstance } from 'fastify';
import { usersRoute } from '@bc/shared/contracts';
import { toAdminUser } from '../../views/user';
import { fromContract, pageOf, typed } from '../../lib/route';

export default async function listUsers(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, usersRoute),
    handler: async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await app.data.users.list({ ...request.query, ...page });
      return { items: rows.map(toAdminUser), total, ...page };
    },
  });
}
