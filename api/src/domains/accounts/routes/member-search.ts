import type { FastifyInstance } from 'fastify';
import { memberSearchRoute } from '@bc/shared/contracts';
import { badRequest } from '../../../lib/http-error';
import { fromContract, typed } from '../../../lib/route';

/**
 * GET /api/users/search?query=&limit= — the breeder and owner pickers of the pet form: any member may pick any
 * active member. Public fields only; one indexed query, and the answer may be reused by the browser for a minute
 * (the client also debounces and drops superseded calls), so typing costs little.
 */
export default async function memberSearch(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, memberSearchRoute),
    handler: async (request, reply) => {
      const query = request.query.query.trim();
      if (query.length < 2) throw badRequest('querystring/query must have at least 2 characters besides spaces', 'query');
      reply.header('cache-control', 'private, max-age=60');
      return { items: await app.accounts.searchMembers(query, request.query.limit ?? 10) };
    },
  });
}
