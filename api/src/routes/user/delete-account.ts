import type { FastifyInstance } from 'fastify';
import { deleteAccountRoute } from '@bc/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { fromContract, typed } from '../../lib/route';
import { memberToEdit } from './member-to-edit';

/**
 * Deletes the caller's account, or (moderators, with `userId`) a member's, confirmed with the caller's own
 * password, in one transaction: personal data is erased (the row stays, anonymised, so the pets the member
 * registered remain, shown as from a former member), likes and notes go, every session ends.
 */
export default async function deleteAccount(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteAccountRoute),
    handler: async (request) => {
      const auth = signedIn(request);
      const { password, userId = auth.user.id } = request.body;
      const member = memberToEdit(app, auth, userId, 'You may delete only your own account');
      if (!(await app.passwords.verify(auth.user.passwordHash, password))) {
        throw badRequest('body/password is wrong', 'password');
      }
      const target = await member();
      await app.data.transaction(async (repos) => {
        await repos.users.removeActivity(target.id);
        await repos.users.anonymise(target.id);
        await repos.authTokens.expireAll(target.id);
        await repos.sessions.revokeAllOfUser(target.id);
      });
      return { ok: true as const };
    },
  });
}
