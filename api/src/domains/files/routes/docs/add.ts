import type { FastifyInstance } from 'fastify';
import { addDocumentRoute, type PetDocument } from '@bc/shared/contracts';
import { badRequest } from '../../../../lib/http-error';
import { fromContract, typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';
import { multipartBody } from '../../multipart';
import { limitedUploads } from '../route-options';

/**
 * POST /api/docs/add — JSON `{ petId, uploadId, title?, kind? }` attaches a FilePond upload to a pet (owner or
 * moderator), or multipart `file` + `petId`, `title`, `kind`. kind defaults to other, title to the file name.
 */
export default async function addDocument(app: FastifyInstance) {
  const base = fromContract(app, addDocumentRoute);
  typed(app).route({
    ...base,
    onRequest: limitedUploads(app, base.onRequest),
    preValidation: multipartBody(() => ({ tempDir: app.files.tempDir, maxBytes: app.files.maxBytes, fileFields: ['file'] }), ['petId']),
    handler: async (request): Promise<PetDocument> => {
      const { user } = signedIn(request);
      const { petId, uploadId, title, kind = 'other' } = request.body;
      const file = request.receivedFile;
      if (uploadId !== undefined && file) throw badRequest('Send either uploadId or a file, not both', 'uploadId');
      if (uploadId === undefined && !file) {
        throw request.isMultipart()
          ? badRequest('body/file is required: the document as a multipart file', 'file')
          : badRequest('body/uploadId is required (a FilePond upload), or send the document as a multipart file', 'uploadId');
      }
      return app.files.documents.add(user, { petId, kind, title, ...(file ? { file } : { uploadId: uploadId! }) });
    },
  });
}
