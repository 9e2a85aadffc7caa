import fp from 'fastify-plugin';
import { backfillSearchText } from './backfill';
import routes from './routes';
import { createPetsService, type PetsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pets domain (src/domains/pets/service.ts). */
    pets: PetsService;
  }
}

export interface PetsOptions {
  /** How long search and pet pages are reused (default 2 s; 0 = off). */
  cacheTtlMs?: number;
  /** Text searches from the in-memory index (default true; false: SQL only). */
  searchIndex?: boolean;
}

/**
 * Pets: search, the pet page and its relatives, writes (which keep the pedigree engine in step), likes, notes,
 * members' pet lists and attachment requests. Routes: /api/pets/…, /api/user/likes, /reports, /{id}/…-pets.
 */
export default fp<PetsOptions>(
  async (app, options) => {
    await backfillSearchText(app.data, app.log);
    app.decorate(
      'pets',
      createPetsService({
        data: app.data, events: app.events, pedigree: app.pedigree, lookups: app.dictionaries.lookups, uploads: app.files.uploads, log: app.log,
        cacheTtlMs: options.cacheTtlMs,
        searchIndex: options.searchIndex === false ? false : { log: app.log.child({ plugin: 'pets-search-index' }) },
      }),
    );
    // Loaded before the server takes requests, like the pedigree engine (a second or two on 200,000 pets); should it
    // fail, searches are answered by SQL and the reason is logged. Then every pet's search item is read into memory
    // in the background (a few seconds on 200,000 pets; searches read the items they miss meanwhile).
    let closing = false;
    app.addHook('onReady', async () => {
      await app.pets.searchIndex?.load().catch((error: unknown) => app.log.error({ err: error }, 'pets search index not loaded'));
      const started = performance.now();
      app.pets.warmItems(() => closing).then(
        (items) => app.log.info({ ms: Math.round(performance.now() - started), items }, 'pets: search items ready'),
        (error: unknown) => closing || app.log.warn({ err: error }, 'pets: search items not read ahead; searches read them as needed'),
      );
    });
    app.addHook('onClose', async () => {
      closing = true;
      app.pets.searchIndex?.close();
    });
    await app.register(routes);
  },
  { name: 'pets', dependencies: ['data', 'auth', 'pedigree', 'dictionaries', 'files'] },
);
