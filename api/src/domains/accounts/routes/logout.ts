import type { FastifyInstance } from 'fastify';
import { logoutRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';
import { clearRefreshCookie } from './session-cookie';

export default async function logout(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, logoutRoute),
    handler: async (request, reply) => {
      await app.accounts.logout(signedIn(request).sessionId);
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  });
}
