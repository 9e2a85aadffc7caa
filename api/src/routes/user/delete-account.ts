import type { FastifyInstance } from 'fastify';
import { deleteAccountRoute } from '@bc/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { fromContract, typed } from '../route';

/**
 * Deletes the caller's account in one transaction: personal data is erased (the row stays, anonymised, so
 * the pets the member registered remain, shown as from a former member), likes and notes go, every session ends.
 */
export default async function deleteAccount(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, deleteAccountRoute),
    handler: async (request) => {
      const { user } = signedIn(request);
      if (!(await app.passwords.verify(user.passwordHash, request.body.password))) {
        throw badRequest('body/password is wrong', 'password');
      }
      await app.repos.transaction(async (repos) => {
        await repos.users.removeActivity(user.id);
        await repos.users.anonymise(user.id);
        await repos.authTokens.expireAll(user.id);
        await repos.sessions.revokeAllOfUser(user.id);
      });
      return { ok: true as const };
    },
  });
}
