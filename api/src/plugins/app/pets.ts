import fp from 'fastify-plugin';
import { backfillSearchText, createPetsService, type PetsService } from '../../services/pets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pets: validation data, cached reads and the write paths (which keep the pedigree engine in step). */
    pets: PetsService;
  }
}

export interface PetsPluginOptions {
  /** How long search and pet pages are reused (default 2 s; 0 = off). */
  cacheTtlMs?: number;
}

/** Successful calls that change nothing a pet page or a search shows (sessions only). */
const READ_ONLY = /^\/api\/user\/(login|refresh|logout)(\?|$)/;
/** GET routes of the original API that write (`…/delete…`, `…/like`). */
const WRITING_GET = /\/delete(\/|$)|\/like(\?|$)/;

export default fp<PetsPluginOptions>(
  async (app, options) => {
    await backfillSearchText(app.data, app.db, app.log);
    const pets = createPetsService({
      repos: app.data, pedigree: () => app.pedigree, lookups: app.dictionaries.lookups, cacheTtlMs: options.cacheTtlMs,
    });
    app.decorate('pets', pets);
    // Writes of other modules (photos, documents, litters, profiles…) may change what pet pages and searches
    // show: any successful write answered by this instance drops the pets read caches (writes are rare).
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400 || (request.url.startsWith('/api/pets/') && request.url.endsWith('/like'))) return;
      const writes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if ((writes || WRITING_GET.test(request.url)) && !READ_ONLY.test(request.url)) pets.invalidate();
    });
  },
  { name: 'pets', dependencies: ['data', 'pedigree', 'dictionaries'] },
);
