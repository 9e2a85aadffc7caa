import type { FastifyInstance } from 'fastify';
import { studRankingRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

/** GET /api/pets/:id/stud-ranking — males for a female by the COI of their offspring, lowest first, filtered. */
export default async function studRankingRoutes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, studRankingRoute),
    handler: async (request) => {
      const { generations, offeredOnly, countryOfResidence, birthYearFrom, birthYearTo, alive, clearFor, withoutDnaRisk } = request.query;
      return app.pedigree.studRanking(viewerOf(request), request.params.id, {
        ...pageOf(request.query),
        generations: generations ?? TREE_DEPTH_DEFAULT,
        offeredOnly: offeredOnly ?? true,
        countryOfResidence,
        birthYearFrom,
        birthYearTo,
        alive,
        clearFor,
        withoutDnaRisk,
        // The breed's club rules are the breeding domain's (registered after this one, there by the first request).
        rulesOf: (breedId) => app.matings.genetics.rulesOf(breedId),
      });
    },
  });
}
