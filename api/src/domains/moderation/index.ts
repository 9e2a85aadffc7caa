import fp from 'fastify-plugin';
import { mergedPetRedirects } from './redirects';
import routes from './routes';
import { createModerationService, type ModerationService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The moderation domain (src/domains/moderation/service.ts). */
    moderation: ModerationService;
  }
}

/**
 * Moderators' decisions on members and dogs, the audit log and undo. Routes: /api/moderation/…; a merged dog's old id
 * redirects on the pet routes (redirects.ts).
 */
export default fp(
  async (app) => {
    app.decorate(
      'moderation',
      createModerationService({
        data: app.data, pets: app.pets, matings: app.matings, pedigree: app.pedigree, uploads: app.files.uploads, mailer: app.mailer, publicUrl: app.settings.publicUrl, contactEmail: app.settings.contactEmail,
        now: app.settings.now, log: app.log,
      }),
    );
    mergedPetRedirects(app);
    await app.register(routes);
  },
  { name: 'moderation', dependencies: ['data', 'auth', 'mailer', 'accounts', 'pets', 'matings', 'files'] },
);
