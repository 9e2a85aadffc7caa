import type { FastifyInstance } from 'fastify';
import {
  breedsRoute, coatsRoute, colorsRoute, countriesRoute, healthRoute, testProvidersRoute, type RouteContract,
} from '@bc/shared/contracts';
import { fromContract } from '../../../lib/route';
import type { DictionaryName } from '../answers';

const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const ROUTES: [DictionaryName, RouteContract][] = [
  ['colors', colorsRoute],
  ['countries', countriesRoute],
  ['coats', coatsRoute],
  ['breeds', breedsRoute],
  ['health', healthRoute],
  ['test-providers', testProvidersRoute],
];

/** The encoding a client accepts, best first (dictionaries are compressed once, when cached). */
function negotiate(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

/**
 * Public dictionaries `{ items }`: read once, kept in memory already encoded (identity, gzip, brotli), with
 * Cache-Control and an ETag per encoding (304 on If-None-Match).
 */
export default async function dictionaryLists(app: FastifyInstance) {
  for (const [name, contract] of ROUTES) {
    app.route({
      ...fromContract(app, contract),
      handler: async (request, reply) => {
        const { body, etag, encoding } = (await app.dictionaries.answer(name))[negotiate(request.headers['accept-encoding'])];
        reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });
  }
}
