import type { FastifyInstance } from 'fastify';
import { deleteAccountRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';
import { clearRefreshCookie } from './session-cookie';

/** The caller's account, or (moderators, with `userId`) a member's, confirmed with the caller's own password. */
export default async function deleteAccount(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteAccountRoute),
    handler: async (request, reply) => {
      const auth = signedIn(request);
      await app.accounts.deleteAccount(auth, request.body.password, request.body.userId);
      if ((request.body.userId ?? auth.user.id) === auth.user.id) clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  });
}
