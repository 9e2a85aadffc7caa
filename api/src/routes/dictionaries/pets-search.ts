import type { FastifyInstance } from 'fastify';
import { dictionaryIndexSearchRoute, dictionarySearchRoute, fullNamesRoute, SEARCH_LIMIT_DEFAULT } from '@bc/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { viewerOf, visibilityFor } from '../../services/pets-access';
import { fromContract, typed } from '../../lib/route';

const queryText = (query: string) => {
  const text = query.trim();
  if (!text) throw badRequest('querystring/query must not be blank', 'query');
  return text;
};

/**
 * Autocomplete: `/api/dictionaries/search/{field}` (distinct values), `/search/index/{field}` (ids and labels)
 * and `/full-names` (the parent pickers). Values starting with the query come first.
 */
export default async function petsSearchDictionaries(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, dictionarySearchRoute),
    handler: async (request) => ({
      items: await app.data.petsDictionaries.values(request.params.field, queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT),
    }),
  });
  typed(app).route({
    ...fromContract(app, dictionaryIndexSearchRoute),
    handler: async (request) => ({
      items: await app.data.petsDictionaries.index(
        request.params.field, queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT, visibilityFor(viewerOf(request)),
      ),
    }),
  });
  typed(app).route({
    ...fromContract(app, fullNamesRoute),
    handler: async (request) => ({
      items: await app.data.petsDictionaries.fullNames(
        queryText(request.query.query), request.query.limit ?? SEARCH_LIMIT_DEFAULT, request.query.sex, visibilityFor(viewerOf(request)),
      ),
    }),
  });
}
