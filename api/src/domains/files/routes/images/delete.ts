import type { FastifyInstance } from 'fastify';
import { deleteImageRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';

/** GET /api/images/delete/:id/:photoId — photo `photoId` of pet `id` goes, with its stored files. */
export default async function deleteImage(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteImageRoute),
    handler: async (request) => ({
      items: await app.files.photos.delete(signedIn(request).user, request.params.id, request.params.photoId, request.log),
    }),
  });
}
