import type { FastifyInstance } from 'fastify';
import { mainImageRoute, orderImagesRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';

/** POST /api/images/order `{ petId, ids }` and POST /api/images/main `{ petId, id }` (owner or moderator). */
export default async function orderImages(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, orderImagesRoute),
    handler: async (request) => ({ items: await app.files.photos.order(signedIn(request).user, request.body.petId, request.body.ids) }),
  });

  typed(app).route({
    ...fromContract(app, mainImageRoute),
    handler: async (request) => ({ items: await app.files.photos.setMain(signedIn(request).user, request.body.petId, request.body.id) }),
  });
}
