import type { FastifyInstance } from 'fastify';
import { updatePasswordRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/**
 * `id` = the reset token of an email link (no sign-in needed), or a user id: one's own when signed in, anyone's for
 * moderators, with the caller's `currentPassword`. Every other session of the account is ended.
 */
export default async function updatePassword(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, updatePasswordRoute),
    handler: async (request) => {
      await app.accounts.updatePassword(request.body.id, request.body.password, request.auth, request.body.currentPassword);
      return { ok: true as const };
    },
  });
}
