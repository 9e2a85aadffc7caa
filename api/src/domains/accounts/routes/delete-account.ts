import type { FastifyInstance } from 'fastify';
import { deleteAccountRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedIn } from '../../../plugins/app/auth';

/** The caller's account, or (moderators, with `userId`) a member's, confirmed with the caller's own password. */
export default async function deleteAccount(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteAccountRoute),
    handler: async (request) => {
      await app.accounts.deleteAccount(signedIn(request), request.body.password, request.body.userId);
      return { ok: true as const };
    },
  });
}
