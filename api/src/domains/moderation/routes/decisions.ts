import type { FastifyInstance } from 'fastify';
import { banUserRoute, deletePetRoute, hidePetRoute, mergePetsRoute, publishPetRoute, setModeratorRoute, unbanUserRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/**
 * POST /api/moderation/users/{id}/ban|unban|moderator, /api/moderation/pets/{id}/hide|publish|delete and
 * /api/moderation/pets/merge: moderators' decisions.
 */
export default async function decisions(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, banUserRoute),
    handler: async (request) => app.moderation.ban(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, unbanUserRoute),
    handler: async (request) => app.moderation.unban(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, setModeratorRoute),
    handler: async (request) => app.moderation.setModerator(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, hidePetRoute),
    handler: async (request) => app.moderation.hidePet(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, publishPetRoute),
    handler: async (request) => app.moderation.publishPet(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, deletePetRoute),
    handler: async (request) => app.moderation.deletePet(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, mergePetsRoute),
    handler: async (request) => app.moderation.mergePets(request.body, signedInViewer(request)),
  });
}
