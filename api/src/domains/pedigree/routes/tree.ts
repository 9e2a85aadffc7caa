import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, petTreeDefaultDepthRoute, petTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

type TreeRequest = FastifyRequest & { params: { id: number }; query: { generations?: number; locale?: Locale } };

/**
 * GET /api/pets/tree/:id/:depth — a pet's tree with COI, AVK, completeness and common ancestors;
 * GET /api/pets/tree/:id — the same at the default depth (10).
 */
export default async function tree(app: FastifyInstance) {
  const answer = (request: TreeRequest, depth: number) =>
    app.pedigree.tree(viewerOf(request), { pet: request.params.id }, {
      depth, generations: request.query.generations ?? TREE_DEPTH_DEFAULT, locale: request.query.locale,
    });

  typed(app).route({
    ...fromContract(app, petTreeRoute),
    handler: async (request) => answer(request, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, petTreeDefaultDepthRoute),
    handler: async (request) => answer(request, TREE_DEPTH_DEFAULT),
  });
}
