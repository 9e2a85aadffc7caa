import fp from 'fastify-plugin';
import routes from './routes';
import { type AccountsService, createAccountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts domain (src/domains/accounts/service.ts). */
    accounts: AccountsService;
  }
}

/** Accounts: registration, sessions, passwords, profiles, the moderators' member list and the member pickers. */
export default fp(
  async (app) => {
    app.decorate(
      'accounts',
      createAccountsService({
        data: app.data, jwt: app.jwt, passwords: app.passwords, mailer: app.mailer, publicUrl: app.settings.publicUrl,
        tokenSecret: app.settings.tokenSecret, avatars: app.files.avatars,
        contactEmail: app.settings.contactEmail, now: app.settings.now,
      }),
    );
    await app.register(routes);
  },
  { name: 'accounts', dependencies: ['data', 'auth', 'mailer', 'rate-limit', 'files'] },
);
