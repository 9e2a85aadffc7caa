import type { FastifyInstance } from 'fastify';
import { petDocumentsRoute } from '@bc/shared/contracts';
import { visiblePet } from '../../services/images-photos';
import { viewerOf } from '../../services/pets-access';
import { listDocuments } from '../../services/uploads-documents';
import { fromContract, typed } from '../../lib/route';

/** GET /api/docs/pet/:id — a pet's documents (drafts: owner and moderators only). */
export default async function listDocumentRoutes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petDocumentsRoute),
    handler: async (request) => {
      const pet = await visiblePet(app.db, viewerOf(request), request.params.id);
      return { items: await listDocuments(app.db, pet.id) };
    },
  });
}
