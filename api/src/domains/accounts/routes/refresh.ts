import type { FastifyInstance } from 'fastify';
import { refreshRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

export default async function refresh(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, refreshRoute),
    handler: async (request) => app.accounts.refresh(request.body.refreshToken),
  });
}
