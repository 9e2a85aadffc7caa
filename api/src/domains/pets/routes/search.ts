import type { FastifyInstance } from 'fastify';
import { searchPetsRoute, studDogsRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';
import { sendSerialized, serializerOf } from './serialize';

/** GET /api/pets (text, filters, sorting, pages) and GET /api/pets/for-stud (the same, published stud males). */
export default async function search(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, searchPetsRoute),
    handler: async (request, reply) => sendSerialized(reply, await app.pets.search(request.query, viewerOf(request), serializerOf(reply))),
  });

  typed(app).route({
    ...fromContract(app, studDogsRoute),
    handler: async (request, reply) => sendSerialized(reply, await app.pets.studs(request.query, viewerOf(request), serializerOf(reply))),
  });
}
