import type { FastifyInstance } from 'fastify';
import { mainImageRoute, orderImagesRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { orderPhotos, setMainPhoto } from '../../services/images-photos';
import { fromContract, typed } from '../../lib/route';

/** POST /api/images/order `{ petId, ids }` and POST /api/images/main `{ petId, id }` (owner or moderator). */
export default async function orderImages(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, orderImagesRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      return { items: await orderPhotos(app.db, user, request.body.petId, request.body.ids) };
    },
  });

  typed(app).route({
    ...fromContract(app, mainImageRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      return { items: await setMainPhoto(app.db, user, request.body.petId, request.body.id) };
    },
  });
}
