import type { FastifyInstance } from 'fastify';
import { logoutRoute } from '@bc/shared/contracts';
import { signedIn } from '../../plugins/app/auth';
import { fromContract, typed } from '../../lib/route';

export default async function logout(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, logoutRoute),
    handler: async (request) => {
      await app.data.sessions.revoke(signedIn(request).sessionId);
      return { ok: true as const };
    },
  });
}
