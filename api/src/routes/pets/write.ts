import type { FastifyInstance } from 'fastify';
import { addPetRoute, savePetRoute, setPetPublishRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { viewerOf, type Viewer } from '../../services/pets-access';
import { fromContract, typed } from '../../lib/route';

/** POST /api/pets/add, /api/pets/{id}/save, /api/pets/set-publish. */
export default async function write(app: FastifyInstance) {
  const viewer = (request: Parameters<typeof signedIn>[0]): Viewer => {
    signedIn(request);
    return viewerOf(request) as Viewer;
  };

  typed(app).route({
    ...fromContract(app, addPetRoute),
    handler: async (request, reply) => {
      const who = viewer(request);
      const id = await app.pets.writer.add(request.body, who);
      return reply.code(201).send(await app.pets.views.detail(id, who, true));
    },
  });

  typed(app).route({
    ...fromContract(app, savePetRoute),
    handler: async (request) => {
      const who = viewer(request);
      await app.pets.writer.save(request.params.id, request.body, who);
      return app.pets.views.detail(request.params.id, who, true);
    },
  });

  typed(app).route({
    ...fromContract(app, setPetPublishRoute),
    handler: async (request) => app.pets.writer.setPublish(request.body, viewer(request)),
  });
}
