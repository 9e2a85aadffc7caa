import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, matingTreeDefaultDepthRoute, matingTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../../lib/route';
import { reportContext } from './viewer';

type MatingTreeRequest = FastifyRequest & { params: { sireId: number; damId: number }; query: { generations?: number; locale?: Locale } };

/**
 * GET /api/pets/tree/0/:depth/mating/:sireId/:damId — the tree of a test mating and its offspring's COI;
 * GET /api/pets/tree/0/mating/:sireId/:damId — the same at the default depth (10).
 */
export default async function treeMating(app: FastifyInstance) {
  const report = (request: MatingTreeRequest, depth: number) =>
    treeReport(
      reportContext(request, request.query.locale),
      { sire: request.params.sireId, dam: request.params.damId },
      depth,
      request.query.generations ?? TREE_DEPTH_DEFAULT,
    );

  typed(app).route({
    ...fromContract(app, matingTreeRoute),
    handler: async (request) => report(request, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, matingTreeDefaultDepthRoute),
    handler: async (request) => report(request, TREE_DEPTH_DEFAULT),
  });
}
