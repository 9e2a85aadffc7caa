import type { FastifyInstance } from 'fastify';
import { studRankingRoute, TREE_DEPTH_DEFAULT } from '@bc/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

/** What a caller without premium is answered: the ranked stud search is a premium benefit (moderators may use it). */
export const PREMIUM_REQUIRED = 'premium-required';

/**
 * GET /api/pets/:id/stud-ranking — males for a female by the COI of their offspring, lowest first, filtered. For
 * premium members (and moderators); anyone else gets 403 `premium-required`.
 */
export default async function studRankingRoutes(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, studRankingRoute),
    handler: async (request) => {
      const viewer = viewerOf(request);
      if (!viewer || (!viewer.isModerator && !(await app.payments.isPremium(viewer.id)))) {
        throw new HttpError(403, 'The ranked stud search is for premium members: get premium to open it', { code: PREMIUM_REQUIRED });
      }
      const { generations, offeredOnly, countryOfResidence, birthYearFrom, birthYearTo, alive, clearFor, withoutDnaRisk } = request.query;
      return app.pedigree.studRanking(viewer, request.params.id, {
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
