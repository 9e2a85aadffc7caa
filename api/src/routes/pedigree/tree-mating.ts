import type { FastifyInstance } from 'fastify';
import { matingTreeRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { treeReport } from '../../services/pedigree-reports';
import { fromContract, typed } from '../route';
import { reportContext } from './viewer';

/** GET /api/pets/tree/0/:depth/mating/:sireId/:damId — the tree of a test mating and its offspring's COI. */
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
}
