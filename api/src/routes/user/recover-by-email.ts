import type { FastifyInstance } from 'fastify';
import { isLocale, recoverByEmailRoute } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { RESET_TTL_MS, sendResetMail } from '../../services/auth-mail';
import { fromContract, typed } from '../../lib/route';

/**
 * Always answers `{ ok: true }`, registered or not, so the answer never reveals an account. The mail is written
 * in the member's stored language (the request's `locale` only when none is stored).
 */
export default async function recoverByEmail(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, recoverByEmailRoute),
    preHandler: app.limits.recovery,
    handler: async (request) => {
      const { email, locale } = request.body;
      const user = await app.data.users.byEmail(email);
      if (user && !user.deletedAt && !user.isBanned && user.email) {
        const to = user.email;
        // The member's own language; the page's only when none is stored. The answer is the same either way.
        const language = isLocale(user.locale) ? user.locale : locale;
        try {
          await app.data.transaction(async (repos) => {
            await repos.authTokens.expireAll(user.id, 'reset');
            const token = await repos.authTokens.create(user.id, 'reset', RESET_TTL_MS);
            await sendResetMail(app, to, language, token);
          });
        } catch (error) {
          // A mail failure is logged by the mailer; answering it would reveal that the account exists.
          if (!(error instanceof HttpError && error.statusCode === 502)) throw error;
        }
      }
      return { ok: true as const };
    },
  });
}
