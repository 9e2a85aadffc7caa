import type { FastifyInstance } from 'fastify';
import { petTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../route';
import { reportContext } from './viewer';

/** GET /api/pets/tree/:id/:depth — a pet's tree with COI, AVK, completeness and common ancestors. */
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
}
