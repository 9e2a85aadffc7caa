import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { documentUploadRoute, imageUploadRoute, UPLOAD_TARGETS } from '@bc/shared/contracts';
import { badRequest, HttpError } from '../../../../lib/http-error';
import { signedIn } from '../../../../plugins/app/auth';
import { readMultipart } from '../../multipart';
import { fromContract, typed } from '../../../../lib/route';
import { KIND_OF, limitedUploads, uploadName } from '../route-options';

/**
 * FilePond process (POST /api/uploads/images|docs), multipart/form-data:
 * - the file in field `filepond` (a metadata field of the same name is ignored) → checked, stored → 200 text/plain id;
 * - only the metadata, with header Upload-Length → a chunked upload starts → 200 text/plain id (chunks: PATCH).
 */
export default async function processUploads(app: FastifyInstance) {
  for (const target of UPLOAD_TARGETS) {
    const base = fromContract(app, target === 'images' ? imageUploadRoute : documentUploadRoute);
    typed(app).route({
      ...base,
      onRequest: limitedUploads(app, base.onRequest),
      handler: async (request, reply) => {
        const auth = signedIn(request);
        if (!request.isMultipart()) {
          throw new HttpError(415, 'Send multipart/form-data with the file in the field "filepond"', { field: 'filepond' });
        }
        const { uploads, tempDir, maxBytes } = app.files;
        const { file } = await readMultipart(request, { tempDir, maxBytes, fileFields: ['filepond', 'file'] });
        try {
          let id: string;
          if (file) {
            id = (await uploads.storeFile(auth.user, KIND_OF[target], file, 'ready')).id;
          } else {
            const length = request.headers['upload-length'];
            if (length === undefined) {
              throw badRequest('Send the file in the multipart field "filepond", or header Upload-Length to upload it in chunks', 'filepond');
            }
            id = (await uploads.start(auth.user, KIND_OF[target], Number(length), uploadName(request.headers['upload-name']))).id;
          }
          return reply.code(200).type('text/plain; charset=utf-8').send(id);
        } finally {
          if (file) await rm(file.path, { force: true });
        }
      },
    });
  }
}
