import type { FastifyInstance } from 'fastify';
import { diseasesRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { badRequest } from '../../../lib/http-error';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

/** `{id}/0/0` for a pet, `0/{sireId}/{damId}` for a test mating; anything else is refused naming the field. */
export function diseasesSubject(params: { id: number; sireId: number; damId: number }) {
  const { id, sireId, damId } = params;
  if (id > 0) {
    if (sireId !== 0) throw badRequest('sireId must be 0 when id is given', 'sireId');
    if (damId !== 0) throw badRequest('damId must be 0 when id is given', 'damId');
    return { pet: id };
  }
  if (sireId === 0) throw badRequest('sireId is required for a test mating (id 0)', 'sireId');
  if (damId === 0) throw badRequest('damId is required for a test mating (id 0)', 'damId');
  return { sire: sireId, dam: damId };
}

/** GET /api/pets/all-trees-diseases/:id/:sireId/:damId — DNA-test risk across a tree, per test. */
export default async function diseases(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, diseasesRoute),
    handler: async (request) =>
      app.pedigree.diseases(viewerOf(request), diseasesSubject(request.params), {
        depth: request.query.depth ?? TREE_DEPTH_DEFAULT, locale: request.query.locale,
      }),
  });
}
