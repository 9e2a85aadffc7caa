import fp from 'fastify-plugin';
import routes from './routes';
import { createDictionariesService, type DictionariesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dictionaries domain (src/domains/dictionaries/service.ts). */
    dictionaries: DictionariesService;
  }
}

/** Dictionaries: /api/dictionaries/… (lists, autocomplete, DNA tests) and the lookups pets are validated against. */
export default fp(
  async (app) => {
    app.decorate('dictionaries', createDictionariesService(app.data));
    await app.register(routes);
  },
  { name: 'dictionaries', dependencies: ['data', 'auth'] },
);
