import type { FastifyInstance } from 'fastify';
import { petDetailRoute, petOffspringRoute, petShortRoute, petSiblingsRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';
import { sendSerialized, serializerOf } from './serialize';

/** The pet page and its relatives: GET /api/pets/{id}, /short/{id}, /{id}/siblings, /{id}/breed. */
export default async function detail(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petDetailRoute),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer) return app.pets.detail(request.params.id, viewer);
      return sendSerialized(reply, await app.pets.visitorDetail(request.params.id, serializerOf(reply)));
    },
  });
  typed(app).route({
    ...fromContract(app, petShortRoute),
    handler: async (request) => app.pets.short(request.params.id, viewerOf(request)),
  });
  typed(app).route({
    ...fromContract(app, petSiblingsRoute),
    handler: async (request) => app.pets.siblings(request.params.id, viewerOf(request)),
  });
  typed(app).route({
    ...fromContract(app, petOffspringRoute),
    handler: async (request) => app.pets.offspring(request.params.id, viewerOf(request)),
  });
}
