import type { FastifyInstance } from 'fastify';
import { logoutRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

export default async function logout(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, logoutRoute),
    handler: async (request) => {
      await app.accounts.logout(signedIn(request).sessionId);
      return { ok: true as const };
    },
  });
}
