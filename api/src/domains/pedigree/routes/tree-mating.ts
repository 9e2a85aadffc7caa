import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, matingTreeDefaultDepthRoute, matingTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

type MatingTreeRequest = FastifyRequest & { params: { sireId: number; damId: number }; query: { generations?: number; locale?: Locale } };

/**
 * GET /api/pets/tree/0/:depth/mating/:sireId/:damId — the tree of a test mating and its offspring's COI;
 * GET /api/pets/tree/0/mating/:sireId/:damId — the same at the default depth (10).
 */
export default async function treeMating(app: FastifyInstance) {
  const answer = (request: MatingTreeRequest, depth: number) =>
    app.pedigree.tree(viewerOf(request), { sire: request.params.sireId, dam: request.params.damId }, {
      depth, generations: request.query.generations ?? TREE_DEPTH_DEFAULT, locale: request.query.locale,
    });

  typed(app).route({
    ...fromContract(app, matingTreeRoute),
    handler: async (request) => answer(request, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, matingTreeDefaultDepthRoute),
    handler: async (request) => answer(request, TREE_DEPTH_DEFAULT),
  });
}
