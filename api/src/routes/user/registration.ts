import type { FastifyInstance } from 'fastify';
import { isReservedNickname, registrationRoute } from '@bc/shared/contracts';
import { badRequest, conflict } from '../../lib/http-error';
import { ACTIVATION_TTL_MS, sendActivationMail } from '../../services/auth-mail';
import { fromContract, typed } from '../route';

export default async function registration(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, registrationRoute),
    preHandler: app.limits.registration,
    handler: async (request, reply) => {
      const { email, password, nickname, locale } = request.body;
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      if (await app.repos.users.byEmail(email)) throw conflict('This email is already registered', 'email');
      if (await app.repos.users.byNickname(nickname)) throw conflict('This nickname is already taken', 'nickname');
      const passwordHash = await app.passwords.hash(password);
      // The mail is sent inside the transaction: if it cannot be sent, no half-registered account stays behind.
      await app.repos.transaction(async (repos) => {
        const user = await repos.users.insert({ email, passwordHash, nickname, locale, isActive: false });
        const hash = await repos.authTokens.create(user.id, 'activation', ACTIVATION_TTL_MS);
        await sendActivationMail(app, email.toLowerCase(), locale, nickname, hash);
      });
      return reply.code(201).send({ ok: true });
    },
  });
}
