import fp from 'fastify-plugin';
import { createDictionaryCache, type DictionaryCache } from '../../services/dictionaries';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dictionaries read once and kept in memory (`invalidate()` after a change). */
    dictionaries: DictionaryCache;
  }
}

export default fp(
  async (app) => {
    app.decorate('dictionaries', createDictionaryCache(app.data));
  },
  { name: 'dictionaries', dependencies: ['data'] },
);
