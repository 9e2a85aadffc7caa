import fp from 'fastify-plugin';
import routes from './routes';
import { createExportsService, type ExportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Exports as CSV and XLSX (src/domains/exports/service.ts). */
    exports: ExportsService;
  }
}

/** A pedigree, a search's dogs, a member's dogs as CSV or XLSX. Routes: /api/exports/…. */
export default fp(
  async (app) => {
    app.decorate('exports', createExportsService({ data: app.data, pets: app.pets, pedigree: app.pedigree }));
    await app.register(routes);
  },
  { name: 'exports', dependencies: ['data', 'auth', 'pets', 'pedigree', 'rate-limit'] },
);
