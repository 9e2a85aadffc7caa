import type { FastifyInstance } from 'fastify';
import { addPetRoute, savePetRoute, setPetPublishRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** POST /api/pets/add, /api/pets/{id}/save, /api/pets/set-publish. */
export default async function write(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, addPetRoute),
    handler: async (request, reply) => reply.code(201).send(await app.pets.add(request.body, signedInViewer(request))),
  });

  typed(app).route({
    ...fromContract(app, savePetRoute),
    handler: async (request) => app.pets.save(request.params.id, request.body, signedInViewer(request)),
  });

  typed(app).route({
    ...fromContract(app, setPetPublishRoute),
    handler: async (request) => app.pets.setPublish(request.body, signedInViewer(request)),
  });
}
