import type { FastifyInstance } from 'fastify';
import { addDocumentRoute, type PetDocument } from '@bc/shared/contracts';
import { typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';
import { attachOptions, uploadOrFile } from '../route-options';

/**
 * POST /api/docs/add — JSON `{ petId, uploadId, title?, kind? }` attaches a FilePond upload to a pet (owner or
 * moderator), or multipart `file` + `petId`, `title`, `kind`. kind defaults to other, title to the file name.
 */
export default async function addDocument(app: FastifyInstance) {
  typed(app).route({
    ...attachOptions(app, addDocumentRoute),
    handler: async (request): Promise<PetDocument> => {
      const { user } = signedIn(request);
      const { petId, uploadId, title, kind = 'other' } = request.body;
      return app.files.documents.add(user, { petId, kind, title, ...uploadOrFile(request, uploadId, 'document') });
    },
  });
}
