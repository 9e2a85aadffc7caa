import type { FastifyInstance } from 'fastify';
import dnaTests from './dna-tests';
import lists from './lists';
import search from './search';

export default async function dictionaryRoutes(app: FastifyInstance) {
  for (const route of [lists, search, dnaTests]) await app.register(route);
}
