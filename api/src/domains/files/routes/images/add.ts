import type { FastifyInstance } from 'fastify';
import { addImageRoute, type AddedImage } from '@bc/shared/contracts';
import { badRequest } from '../../../../lib/http-error';
import { typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';
import { attachOptions, uploadOrFile } from '../route-options';

/**
 * POST /api/images/add — JSON `{ petId, uploadId }` attaches a FilePond upload to a pet (owner or moderator;
 * after the other photos; the first becomes main); `{ kind: 'avatar', uploadId }` keeps it as an avatar.
 * Simple clients send multipart `file` + `kind` (+ `petId`) instead of `uploadId`.
 */
export default async function addImage(app: FastifyInstance) {
  typed(app).route({
    ...attachOptions(app, addImageRoute),
    handler: async (request): Promise<AddedImage> => {
      const { user } = signedIn(request);
      const { petId } = request.body;
      const kind = request.body.kind ?? (petId !== undefined ? 'pet' : undefined);
      if (kind === undefined || (kind === 'pet' && petId === undefined)) {
        throw badRequest('body/petId is required for a pet photo (or send kind "avatar")', 'petId');
      }
      if (kind === 'avatar' && petId !== undefined) throw badRequest('body/petId is only for pet photos, not avatars', 'petId');
      const source = uploadOrFile(request, request.body.uploadId, 'image');
      return app.files.photos.add(user, kind === 'pet' ? { kind, petId: petId!, ...source } : { kind, ...source });
    },
  });
}
