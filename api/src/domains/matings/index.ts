import fp from 'fastify-plugin';
import routes from './routes';
import { createMatingsService, type MatingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The matings domain (src/domains/matings/service.ts). */
    matings: MatingsService;
  }
}

export interface MatingsOptions {
  /** The clock of dates and listing (tests drive it; default: the system clock). */
  now?: () => Date;
}

/**
 * Breeding: matings, the stud owner's answer, the announcement lists, inquiries, litters and their puppies.
 * Routes: /api/matings/…, /api/litters/….
 */
export default fp<MatingsOptions>(
  async (app, options) => {
    app.decorate(
      'matings',
      createMatingsService({
        data: app.data, pets: app.pets, pedigree: app.pedigree, events: app.events, lookups: app.dictionaries.lookups, mailer: app.mailer, uploads: app.files.uploads,
        publicUrl: app.settings.publicUrl, log: app.log, now: options.now ?? (() => new Date()),
      }),
    );
    await app.register(routes);
  },
  { name: 'matings', dependencies: ['data', 'auth', 'pedigree', 'dictionaries', 'pets', 'mailer', 'files'] },
);
