import type { FastifyInstance } from 'fastify';
import { isReservedNickname, registrationRoute } from '@bc/shared/contracts';
import { badRequest, conflict } from '../../lib/http-error';
import { ACTIVATION_TTL_MS, sendActivationMail } from '../../services/auth-mail';
import { fromContract, typed } from '../../lib/route';

/**
 * Registers, or, for an email whose account was never activated, starts over: the new password, nickname and
 * language replace the old ones and a fresh link replaces the earlier ones. That answer is the same 201 as for a
 * new account, so it tells no more about registered emails than before (an active or banned account is a 409).
 */
export default async function registration(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, registrationRoute),
    preHandler: app.limits.registration,
    handler: async (request, reply) => {
      const { email, password, nickname, locale } = request.body;
      if (isReservedNickname(nickname)) throw badRequest(`body/nickname "${nickname}" is reserved`, 'nickname');
      const existing = await app.data.users.byEmail(email);
      const restart = existing && !existing.isActive && !existing.isBanned && !existing.deletedAt ? existing : undefined;
      if (existing && !restart) throw conflict('This email is already registered', 'email');
      const holder = await app.data.users.byNickname(nickname);
      if (holder && holder.id !== restart?.id) throw conflict('This nickname is already taken', 'nickname');
      const passwordHash = await app.passwords.hash(password);
      // The mail is sent inside the transaction: if it cannot be sent, no half-registered account stays behind.
      await app.data.transaction(async (repos) => {
        const user = restart
          ? await repos.users.update(restart.id, { passwordHash, nickname, locale })
          : await repos.users.insert({ email, passwordHash, nickname, locale, isActive: false });
        if (!user) throw conflict('This email is already registered', 'email');
        if (restart) await repos.authTokens.removeAll(user.id, 'activation');
        const hash = await repos.authTokens.create(user.id, 'activation', ACTIVATION_TTL_MS);
        await sendActivationMail(app, email.toLowerCase(), locale, nickname, hash);
      });
      return reply.code(201).send({ ok: true });
    },
  });
}
