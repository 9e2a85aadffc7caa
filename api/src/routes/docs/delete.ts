import type { FastifyInstance } from 'fastify';
import { deleteDocumentRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { deleteDocument } from '../../services/uploads-documents';
import { fromContract, typed } from '../../lib/route';

/** GET /api/docs/delete/:id/:documentId — document `documentId` of pet `id` goes, with its stored file (owner or moderator). */
export default async function deleteDocumentRoutes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteDocumentRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      const { url, documents } = await deleteDocument(app.db, user, request.params.id, request.params.documentId);
      await app.files.uploads.discardByUrl(url).catch((error: unknown) => request.log.error({ err: error, url }, 'stored document not removed'));
      return { items: documents };
    },
  });
}
