import type { FastifyInstance, FastifyRequest } from 'fastify';
import { updatePasswordRoute } from '@bc/shared/contracts';
import { forbidden, gone, notFound, unauthorized } from '../../lib/http-error';
import { fromContract, typed } from '../../lib/route';

/**
 * `id` = the reset token of an email link (no sign-in needed), or a user id: one's own when signed in,
 * anyone's for moderators. Every other session of the account is ended.
 */
export default async function updatePassword(app: FastifyInstance) {
  async function withResetToken(token: string, password: string) {
    const passwordHash = await app.passwords.hash(password);
    await app.data.transaction(async (repos) => {
      const row = await repos.authTokens.find(token, 'reset');
      if (!row) throw notFound('This password reset link is not valid', 'id');
      if (row.usedAt) throw gone('This password reset link has already been used', 'reset_used');
      if (row.expiresAt <= new Date()) throw gone('This password reset link has expired; ask for a new one', 'reset_expired');
      const user = await repos.users.byId(row.userId);
      if (!user || user.deletedAt) throw notFound('This password reset link is not valid', 'id');
      if (!(await repos.authTokens.markUsed(row.id))) throw gone('This password reset link has already been used', 'reset_used');
      // Opening the emailed link proves the address, so a not yet activated account becomes active.
      await repos.users.update(user.id, { passwordHash, isActive: true });
      await repos.authTokens.expireAll(user.id, 'reset');
      await repos.sessions.revokeAllOfUser(user.id);
    });
  }

  async function forUser(request: FastifyRequest, userId: number, password: string) {
    const auth = request.auth;
    if (!auth) throw unauthorized('Sign in to change a password', 'sign_in_required');
    if (userId !== auth.user.id && !auth.user.isModerator) throw forbidden('You may change only your own password');
    const target = await app.data.users.byId(userId);
    if (!target || target.deletedAt) throw notFound('User not found', 'id');
    const passwordHash = await app.passwords.hash(password);
    await app.data.transaction(async (repos) => {
      await repos.users.update(userId, { passwordHash });
      await repos.sessions.revokeAllOfUser(userId, userId === auth.user.id ? auth.sessionId : undefined);
    });
  }

  typed(app).route({
    ...fromContract(app, updatePasswordRoute),
    handler: async (request) => {
      const { id, password } = request.body;
      if (typeof id === 'string') await withResetToken(id, password);
      else await forUser(request, id, password);
      return { ok: true as const };
    },
  });
}
