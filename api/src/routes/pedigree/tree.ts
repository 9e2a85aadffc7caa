import type { FastifyInstance } from 'fastify';
import { petTreeDefaultDepthRoute, petTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../route';
import { reportContext } from './viewer';

/**
 * GET /api/pets/tree/:id/:depth — a pet's tree with COI, AVK, completeness and common ancestors;
 * GET /api/pets/tree/:id — the same at the default depth (10).
 */
export default async function tree(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, petTreeRoute),
    handler: async (request) =>
      treeReport(
        reportContext(request, request.query.locale),
        { pet: request.params.id },
        request.params.depth,
        request.query.generations ?? TREE_DEPTH_DEFAULT,
      ),
  });
  typed(app).route({
    ...fromContract(app, petTreeDefaultDepthRoute),
    handler: async (request) =>
      treeReport(
        reportContext(request, request.query.locale),
        { pet: request.params.id },
        TREE_DEPTH_DEFAULT,
        request.query.generations ?? TREE_DEPTH_DEFAULT,
      ),
  });
}
