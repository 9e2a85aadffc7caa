import type { FastifyInstance } from 'fastify';
import { refreshRoute } from '@bc/shared/contracts';
import { HttpError } from '../../../lib/http-error';
import { fromContract, typed } from '../../../lib/route';
import { clearRefreshCookie, REFRESH_COOKIE, signedInAnswer } from './session-cookie';

/** The `rt` cookie for a new pair (and the next cookie); a refused one is cleared, so the browser stops sending it. */
export default async function refresh(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, refreshRoute),
    handler: async (request, reply) => {
      try {
        return signedInAnswer(request, reply, await app.accounts.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) clearRefreshCookie(request, reply);
        throw error;
      }
    },
  });
}
