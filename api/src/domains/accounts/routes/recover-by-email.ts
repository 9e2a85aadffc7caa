import type { FastifyInstance } from 'fastify';
import { recoverByEmailRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/** Always answers `{ ok: true }`, registered or not, so the answer never reveals an account. */
export default async function recoverByEmail(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, recoverByEmailRoute),
    preHandler: app.limits.recovery,
    handler: async (request) => {
      await app.accounts.recoverByEmail(request.body.email, request.body.locale);
      return { ok: true as const };
    },
  });
}
