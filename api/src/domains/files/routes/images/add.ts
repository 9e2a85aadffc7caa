import type { FastifyInstance } from 'fastify';
import { addImageRoute, type AddedImage } from '@bc/shared/contracts';
import { badRequest } from '../../../../lib/http-error';
import { fromContract, typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';
import { multipartBody } from '../../multipart';
import { limitedUploads } from '../route-options';

/**
 * POST /api/images/add — JSON `{ petId, uploadId }` attaches a FilePond upload to a pet (owner or moderator;
 * after the other photos; the first becomes main); `{ kind: 'avatar', uploadId }` keeps it as an avatar.
 * Simple clients send multipart `file` + `kind` (+ `petId`) instead of `uploadId`.
 */
export default async function addImage(app: FastifyInstance) {
  const base = fromContract(app, addImageRoute);
  typed(app).route({
    ...base,
    onRequest: limitedUploads(app, base.onRequest),
    preValidation: multipartBody(() => ({ tempDir: app.files.tempDir, maxBytes: app.files.maxBytes, fileFields: ['file'] }), ['petId']),
    handler: async (request): Promise<AddedImage> => {
      const { user } = signedIn(request);
      const { petId, uploadId } = request.body;
      const kind = request.body.kind ?? (petId !== undefined ? 'pet' : undefined);
      const file = request.receivedFile;
      if (kind === undefined || (kind === 'pet' && petId === undefined)) {
        throw badRequest('body/petId is required for a pet photo (or send kind "avatar")', 'petId');
      }
      if (kind === 'avatar' && petId !== undefined) throw badRequest('body/petId is only for pet photos, not avatars', 'petId');
      if (uploadId !== undefined && file) throw badRequest('Send either uploadId or a file, not both', 'uploadId');
      if (uploadId === undefined && !file) {
        throw request.isMultipart()
          ? badRequest('body/file is required: the image as a multipart file', 'file')
          : badRequest('body/uploadId is required (a FilePond upload), or send the image as a multipart file', 'uploadId');
      }
      const source = file ? { file } : { uploadId: uploadId! };
      return app.files.photos.add(user, kind === 'pet' ? { kind, petId: petId!, ...source } : { kind, ...source });
    },
  });
}
