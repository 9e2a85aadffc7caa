import type { FastifyInstance } from 'fastify';
import { activateRoute, BAN_MESSAGE } from '@bc/shared/contracts';
import { conflict, forbidden, gone, notFound } from '../../lib/http-error';
import { startSession } from '../../services/sessions';
import { fromContract, typed } from '../../lib/route';

export default async function activate(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, activateRoute),
    handler: async (request) =>
      app.data.transaction(async (repos) => {
        const token = await repos.authTokens.find(request.body.hash, 'activation');
        if (!token) throw notFound('This activation link is not valid', 'hash');
        if (token.usedAt) throw conflict('This activation link has already been used; please sign in', 'hash');
        if (token.expiresAt <= new Date()) throw gone('This activation link has expired; please register again', 'activation_expired');
        const user = await repos.users.byId(token.userId);
        if (!user || user.deletedAt) throw notFound('This activation link is not valid', 'hash');
        if (user.isBanned) throw forbidden(BAN_MESSAGE, 'banned');
        if (!(await repos.authTokens.markUsed(token.id))) throw conflict('This activation link has already been used; please sign in', 'hash');
        const active = (await repos.users.update(user.id, { isActive: true })) ?? user;
        return startSession(app, repos, active, request);
      }),
  });
}
