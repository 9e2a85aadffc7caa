import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Locale, matingTreeDefaultDepthRoute, matingTreeRoute, petTreeDefaultDepthRoute, petTreeRoute, TREE_DEPTH_DEFAULT,
} from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';
import type { SubjectRequest } from '../subject';

type TreeRequest = FastifyRequest & { query: { generations?: number; locale?: Locale } };

/**
 * Trees with COI, AVK, completeness and common ancestors, at the depth in the path or the default (10):
 * GET /api/pets/tree/:id/:depth and /api/pets/tree/:id — a pet's;
 * GET /api/pets/tree/0/:depth/mating/:sireId/:damId and /api/pets/tree/0/mating/:sireId/:damId — a test mating's.
 */
export default async function trees(app: FastifyInstance) {
  const answer = (request: TreeRequest, subject: SubjectRequest, depth = TREE_DEPTH_DEFAULT) =>
    app.pedigree.tree(viewerOf(request), subject, { depth, generations: request.query.generations ?? TREE_DEPTH_DEFAULT, locale: request.query.locale });

  typed(app).route({
    ...fromContract(app, petTreeRoute),
    handler: async (request) => answer(request, { pet: request.params.id }, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, petTreeDefaultDepthRoute),
    handler: async (request) => answer(request, { pet: request.params.id }),
  });
  typed(app).route({
    ...fromContract(app, matingTreeRoute),
    handler: async (request) => answer(request, { sire: request.params.sireId, dam: request.params.damId }, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, matingTreeDefaultDepthRoute),
    handler: async (request) => answer(request, { sire: request.params.sireId, dam: request.params.damId }),
  });
}
