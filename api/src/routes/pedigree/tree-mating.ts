import type { FastifyInstance } from 'fastify';
import { matingTreeDefaultDepthRoute, matingTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../route';
import { reportContext } from './viewer';

/**
 * GET /api/pets/tree/0/:depth/mating/:sireId/:damId — the tree of a test mating and its offspring's COI;
 * GET /api/pets/tree/0/mating/:sireId/:damId — the same at the default depth (10).
 */
export default async function treeMating(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, matingTreeRoute),
    handler: async (request) =>
      treeReport(
        reportContext(request, request.query.locale),
        { sire: request.params.sireId, dam: request.params.damId },
        request.params.depth,
        request.query.generations ?? TREE_DEPTH_DEFAULT,
      ),
  });
  typed(app).route({
    ...fromContract(app, matingTreeDefaultDepthRoute),
    handler: async (request) =>
      treeReport(
        reportContext(request, request.query.locale),
        { sire: request.params.sireId, dam: request.params.damId },
        TREE_DEPTH_DEFAULT,
        request.query.generations ?? TREE_DEPTH_DEFAULT,
      ),
  });
}
