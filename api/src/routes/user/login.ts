import type { FastifyInstance } from 'fastify';
import { BAN_MESSAGE, loginRoute } from '@bc/shared/contracts';
import { forbidden, unauthorized } from '../../lib/http-error';
import { startSession } from '../../services/sessions';
import { fromContract, typed } from '../../lib/route';

export default async function login(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, loginRoute),
    preHandler: app.limits.login,
    handler: async (request) => {
      const { email, password } = request.body;
      const user = await app.data.users.byEmail(email);
      const valid = await app.passwords.verify(user?.passwordHash, password);
      if (!user || !valid || user.deletedAt) throw unauthorized('Wrong email or password', 'invalid_credentials');
      if (user.isBanned) throw forbidden(BAN_MESSAGE, 'banned');
      if (!user.isActive) {
        throw forbidden('This account is not activated yet; open the link in the email we sent you', 'not_activated');
      }
      return app.data.transaction((repos) => startSession(app, repos, user, request));
    },
  });
}
