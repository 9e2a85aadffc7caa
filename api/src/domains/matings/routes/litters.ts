import type { FastifyInstance } from 'fastify';
import { addLitterRoute, deleteLitterRoute, litterDetailRoute, myLittersRoute, saveLitterRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer, viewerOf } from '../../../plugins/app/auth';

/** POST /api/litters/add, /api/litters/{id}/save; GET /api/litters/{id}, /api/litters/{id}/delete, /api/litters/user-litters. */
export default async function litters(app: FastifyInstance) {
  const r = typed(app);
  r.route({
    ...fromContract(app, addLitterRoute),
    handler: async (request, reply) => reply.code(201).send(await app.matings.litters.add(request.body, signedInViewer(request))),
  });
  r.route({ ...fromContract(app, saveLitterRoute), handler: async (request) => app.matings.litters.save(request.params.id, request.body, signedInViewer(request)) });
  r.route({ ...fromContract(app, litterDetailRoute), handler: async (request) => app.matings.litters.detail(request.params.id, viewerOf(request)) });
  r.route({ ...fromContract(app, deleteLitterRoute), handler: async (request) => app.matings.litters.delete(request.params.id, signedInViewer(request), request.log) });
  r.route({ ...fromContract(app, myLittersRoute), handler: async (request) => app.matings.litters.mine(request.query, signedInViewer(request)) });
}
