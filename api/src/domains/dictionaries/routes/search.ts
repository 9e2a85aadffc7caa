import type { FastifyInstance } from 'fastify';
import { dictionaryIndexSearchRoute, dictionarySearchRoute, fullNamesRoute, SEARCH_LIMIT_DEFAULT } from '@bc/shared/contracts';
import { badRequest } from '../../../lib/http-error';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';

const queryText = (query: string) => {
  const text = query.trim();
  if (!text) throw badRequest('querystring/query must not be blank', 'query');
  return text;
};

/**
 * Autocomplete: `/api/dictionaries/search/{field}` (distinct values), `/search/index/{field}` (ids and labels)
 * and `/full-names` (the parent pickers). Values starting with the query come first.
 */
export default async function dictionarySearch(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, dictionarySearchRoute),
    handler: async (request) => ({
      items: await app.dictionaries.values(request.params.field, queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT),
    }),
  });
  typed(app).route({
    ...fromContract(app, dictionaryIndexSearchRoute),
    handler: async (request) => ({
      items: await app.dictionaries.index(
        request.params.field, queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT, viewerOf(request),
      ),
    }),
  });
  typed(app).route({
    ...fromContract(app, fullNamesRoute),
    handler: async (request) => ({
      items: await app.dictionaries.fullNames(
        queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT, request.query.sex, viewerOf(request),
      ),
    }),
  });
}
