import type { FastifyInstance } from 'fastify';
import { breederPetsRoute, likesRoute, ownerPetsRoute, reportsRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer, viewerOf } from '../../../plugins/app/auth';

/**
 * Pets on members' pages: GET /api/user/likes and /api/user/reports (the signed-in member's liked pets and bought
 * reports, of pets they may still see), GET /api/user/{id}/breeder-pets and /owner-pets (drafts and hidden pets only for their owners and moderators).
 */
export default async function memberLists(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, likesRoute),
    handler: async (request) => app.pets.liked(signedInViewer(request), pageOf(request.query)),
  });
  typed(app).route({
    ...fromContract(app, reportsRoute),
    handler: async (request) => app.pets.reports(signedInViewer(request), pageOf(request.query)),
  });
  typed(app).route({
    ...fromContract(app, breederPetsRoute),
    handler: async (request) => app.pets.memberPets('breeder', request.params.id, viewerOf(request), pageOf(request.query)),
  });
  typed(app).route({
    ...fromContract(app, ownerPetsRoute),
    handler: async (request) => app.pets.memberPets('owner', request.params.id, viewerOf(request), pageOf(request.query)),
  });
}
