import type { FastifyInstance } from 'fastify';
import { deleteImageRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { deletePhoto } from '../../services/images-photos';
import { fromContract, typed } from '../../lib/route';

/** GET /api/images/delete/:id/:photoId — photo `photoId` of pet `id` goes, with its stored files. */
export default async function deleteImage(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteImageRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      const { url, photos } = await deletePhoto(app.db, user, request.params.id, request.params.photoId);
      await app.files.uploads.discardByUrl(url).catch((error: unknown) => request.log.error({ err: error, url }, 'stored photo not removed'));
      return { items: photos };
    },
  });
}
