import type { FastifyInstance } from 'fastify';
import { addLitterPhotoRoute, deleteLitterPhotoRoute, mainLitterPhotoRoute, orderLitterPhotosRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';
import { acceptFiles } from '../../files/multipart';
import { attachOptions, uploadOrFile } from '../../files/routes/route-options';

/**
 * A litter's photos (its breeder, recorder or a moderator): POST /api/litters/{id}/photos/add `{ uploadId }` (or a
 * multipart `file`),
 * …/photos/order `{ ids }`, …/photos/main `{ id }`; GET /api/litters/{id}/photos/{photoId}/delete. Each answers the
 * litter's photos in order; `GET /api/litters/{id}` shows them.
 */
export default async function litterPhotoRoutes(app: FastifyInstance) {
  await acceptFiles(app);
  const r = typed(app);
  r.route({
    ...attachOptions(app, addLitterPhotoRoute),
    handler: async (request) => ({
      items: await app.matings.litters.photos.add(signedInViewer(request), request.params.id, uploadOrFile(request, request.body.uploadId, 'image')),
    }),
  });
  r.route({
    ...fromContract(app, orderLitterPhotosRoute),
    handler: async (request) => ({ items: await app.matings.litters.photos.order(signedInViewer(request), request.params.id, request.body.ids) }),
  });
  r.route({
    ...fromContract(app, mainLitterPhotoRoute),
    handler: async (request) => ({ items: await app.matings.litters.photos.setMain(signedInViewer(request), request.params.id, request.body.id) }),
  });
  r.route({
    ...fromContract(app, deleteLitterPhotoRoute),
    handler: async (request) => ({
      items: await app.matings.litters.photos.delete(signedInViewer(request), request.params.id, request.params.photoId, request.log),
    }),
  });
}
