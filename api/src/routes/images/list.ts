import type { FastifyInstance } from 'fastify';
import { petImagesRoute, randomImagesRoute } from '@bc/shared/contracts';
import { listPhotos, visiblePet } from '../../services/images-photos';
import { randomPhotos } from '../../services/images-random';
import { viewerOf } from '../../services/pets-access';
import { fromContract, typed } from '../../lib/route';

/** GET /api/images/pet/:id (a pet's photos in order) and GET /api/images/random?limit= (home page). */
export default async function listImages(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petImagesRoute),
    handler: async (request) => {
      const pet = await visiblePet(app.db, viewerOf(request), request.params.id);
      return { items: await listPhotos(app.db, pet.id) };
    },
  });

  typed(app).route({
    ...fromContract(app, randomImagesRoute),
    handler: async (request) => ({ items: await randomPhotos(app.db, request.query.limit ?? 12) }),
  });
}
