import type { FastifyInstance } from 'fastify';
import { petDocumentsRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../../lib/route';
import { viewerOf } from '../../../../plugins/app/auth';

/** GET /api/docs/pet/:id — a pet's documents (drafts: owner and moderators only). */
export default async function listDocuments(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petDocumentsRoute),
    handler: async (request) => ({ items: await app.files.documents.list(viewerOf(request), request.params.id) }),
  });
}
