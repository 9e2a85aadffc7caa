import type { FastifyInstance } from 'fastify';
import { addImageRoute, type AddedImage, imageSizes, imageSizeUrl } from '@bc/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { editablePet, insertPhoto } from '../../services/images-photos';
import { multipartBody } from '../../services/uploads-multipart';
import { fromContract, typed } from '../../lib/route';
import { limitedUploads } from '../uploads/route-options';

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
      const { uploads } = app.files;
      const viewer = { id: user.id, isModerator: user.isModerator };
      if (kind === 'pet') await editablePet(app.db, viewer, petId!); // before any work on the file
      const id = file ? (await uploads.storeFile(user, 'image', file, 'ready')).id : uploadId!;

      if (kind === 'avatar') {
        const row = await app.db.transaction((tx) => uploads.use(tx, user, id, 'image'));
        const url = row.url!;
        return {
          id: null, uploadId: row.id, petId: null, url: imageSizeUrl(url, 'medium'), sizes: imageSizes(url),
          width: row.width, height: row.height, position: null, isMain: false,
        };
      }
      return app.db.transaction(async (tx) => {
        await editablePet(tx, viewer, petId!, true);
        const row = await uploads.use(tx, user, id, 'image');
        const photo = await insertPhoto(tx, petId!, { url: row.url!, width: row.width, height: row.height, createdBy: user.id });
        return {
          id: photo.id, uploadId: row.id, petId: petId!, url: photo.url, sizes: imageSizes(photo.url),
          width: photo.width, height: photo.height, position: photo.position, isMain: photo.isMain,
        };
      });
    },
  });
}
