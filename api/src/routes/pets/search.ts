import type { FastifyInstance } from 'fastify';
import { searchPetsRoute, studDogsRoute } from '@bc/shared/contracts';
import { viewerOf, visibilityFor } from '../../services/pets-access';
import { criteriaOf } from '../../services/pets-query';
import { fromContract, typed } from '../../lib/route';
import { sendSerialized, serializerOf } from './serialize';

/** GET /api/pets (text, filters, sorting, pages) and GET /api/pets/for-stud (the same, published stud males). */
export default async function search(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, searchPetsRoute),
    handler: async (request, reply) => {
      const criteria = criteriaOf(request.query, viewerOf(request), await app.dictionaries.lookups());
      return sendSerialized(reply, await app.pets.views.search(criteria, serializerOf(reply)));
    },
  });

  typed(app).route({
    ...fromContract(app, studDogsRoute),
    handler: async (request, reply) => {
      const criteria = criteriaOf(request.query, viewerOf(request), await app.dictionaries.lookups());
      const studs = { ...criteria, visibility: visibilityFor(null), status: undefined, sex: 'male' as const, offeredForStud: true, alive: true };
      return sendSerialized(reply, await app.pets.views.search(studs, serializerOf(reply)));
    },
  });
}
