import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/app/auth';
import type { UserRow } from '../../repositories/users';

/**
 * The member a route for oneself, or a moderator for someone else, acts on (`userId`; the caller by default).
 * Throws 403 with `message` at once unless it is the caller or the caller is a moderator; the function returned
 * reads the member (the caller's own row without a query), 404 naming `userId` when missing or deleted. Routes call
 * it after their own checks, so their 400s still come before the 404.
 */
export function memberToEdit(app: FastifyInstance, auth: AuthContext, userId: number, message: string): () => Promise<UserRow> {
  if (userId !== auth.user.id && !auth.user.isModerator) throw forbidden(message);
  return async () => {
    const target = userId === auth.user.id ? auth.user : await app.data.users.byId(userId);
    if (!target || target.deletedAt) throw notFound('User not found', 'userId');
    return target;
  };
}
