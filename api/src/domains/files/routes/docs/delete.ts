import type { FastifyInstance } from 'fastify';
import { deleteDocumentRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../../lib/route';
import { signedIn } from '../../../../plugins/app/auth';

/** GET /api/docs/delete/:id/:documentId — document `documentId` of pet `id` goes, with its stored file (owner or moderator). */
export default async function deleteDocument(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteDocumentRoute),
    handler: async (request) => ({
      items: await app.files.documents.delete(signedIn(request).user, request.params.id, request.params.documentId, request.log),
    }),
  });
}
