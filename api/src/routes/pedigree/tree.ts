import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, petTreeDefaultDepthRoute, petTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../../lib/route';
import { reportContext } from './viewer';

type TreeRequest = FastifyRequest & { params: { id: number }; query: { generations?: number; locale?: Locale } };

/**
 * GET /api/pets/tree/:id/:depth — a pet's tree with COI, AVK, completeness and common ancestors;
 * GET /api/pets/tree/:id — the same at the default depth (10).
 */
export default async function tree(app: FastifyInstance) {
  const report = (request: TreeRequest, depth: number) =>
    treeReport(reportContext(request, request.query.locale), { pet: request.params.id }, depth, request.query.generations ?? TREE_DEPTH_DEFAULT);

  typed(app).route({
    ...fromContract(app, petTreeRoute),
    handler: async (request) => report(request, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, petTreeDefaultDepthRoute),
    handler: async (request) => report(request, TREE_DEPTH_DEFAULT),
  });
}
