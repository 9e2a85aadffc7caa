import type { FastifyInstance, FastifyRequest } from 'fastify';
import { breederPetsRoute, ownerPetsRoute } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import type { Visibility } from '../../repositories/pets-visibility';
import { pageOf } from '../../lib/paging';
import { fromContract, typed } from '../../lib/route';

/** A member's bred and owned pets; drafts and hidden pets only for their owners (creator, owner member) and moderators. */
export default async function userPets(app: FastifyInstance) {
  const list = async (role: 'breeder' | 'owner', request: FastifyRequest, userId: number, query: { page?: number; limit?: number }) => {
    if (!(await app.data.users.byId(userId))) throw notFound('User not found', 'id');
    const viewer = request.auth?.user;
    const visibility: Visibility = viewer?.isModerator ? { kind: 'all' } : viewer?.id === userId ? { kind: 'own', userId: viewer.id } : { kind: 'published' };
    return app.data.petSummaries.byPerson(role, userId, visibility, pageOf(query));
  };

  typed(app).route({
    ...fromContract(app, breederPetsRoute),
    handler: async (request) => list('breeder', request, request.params.id, request.query),
  });
  typed(app).route({
    ...fromContract(app, ownerPetsRoute),
    handler: async (request) => list('owner', request, request.params.id, request.query),
  });
}
