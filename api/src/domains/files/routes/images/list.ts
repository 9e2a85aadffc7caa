import type { FastifyInstance } from 'fastify';
import { petImagesRoute, randomImagesRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../../lib/route';
import { viewerOf } from '../../../../plugins/app/auth';

/** GET /api/images/pet/:id (a pet's photos in order) and GET /api/images/random?limit= (home page). */
export default async function listImages(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petImagesRoute),
    handler: async (request) => ({ items: await app.files.photos.list(viewerOf(request), request.params.id) }),
  });

  typed(app).route({
    ...fromContract(app, randomImagesRoute),
    handler: async (request) => ({ items: await app.files.photos.random(request.query.limit ?? 12) }),
  });
}
