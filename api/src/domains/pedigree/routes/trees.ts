import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Locale, matingTreeDefaultDepthRoute, matingTreeRoute, petTreeDefaultDepthRoute, petTreeRoute, TREE_DEPTH_DEFAULT,
} from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { viewerOf } from '../../../plugins/app/auth';
import type { SubjectRequest } from '../subject';

type TreeRequest = FastifyRequest & { query: { generations?: number; locale?: Locale } };

/** True when `If-None-Match` names `tag` (or is `*`); weak tags match by their value, as RFC 9110 says. */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((item) => {
    const candidate = item.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === tag;
  });
}

/** Adds `name` to the reply's Vary header (CORS may have set it already). */
function vary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${name}` : name);
}

/**
 * Trees are written with JSON.stringify, not the schema's compiled serializer: for the columns of a ten-generation
 * tree (~700 dogs, ~60 KB) the compiled one took ~0.6–0.85 ms and JSON.stringify ~0.4. The answer is built field by
 * field in tree.ts, so nothing beyond the schema's fields reaches it (tree.test.ts checks that the schema's serializer
 * writes the same).
 */
const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

/**
 * Trees with COI, AVK, completeness and common ancestors, at the depth in the path or the default (10):
 * GET /api/pets/tree/:id/:depth and /api/pets/tree/:id — a pet's;
 * GET /api/pets/tree/0/:depth/mating/:sireId/:damId and /api/pets/tree/0/mating/:sireId/:damId — a test mating's.
 * Each answer has a strong ETag (the data's version, the caller's audience, the request): a browser asks again
 * with If-None-Match and gets 304 without the tree being built, until a write changes what trees show.
 */
export default async function trees(app: FastifyInstance) {
  const answer = async (request: TreeRequest, reply: FastifyReply, subject: SubjectRequest, depth = TREE_DEPTH_DEFAULT) => {
    const viewer = viewerOf(request);
    const options = { depth, generations: request.query.generations ?? TREE_DEPTH_DEFAULT, locale: request.query.locale };
    const tag = app.pedigree.treeTag(viewer, subject, options);
    reply.header('etag', tag).header('cache-control', viewer ? 'private, no-cache' : 'no-cache');
    vary(reply, 'authorization');
    if (noneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return app.pedigree.tree(viewer, subject, options);
  };

  typed(app).route({
    ...fromContract(app, petTreeRoute),
    serializerCompiler,
    handler: async (request, reply) => answer(request, reply, { pet: request.params.id }, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, petTreeDefaultDepthRoute),
    serializerCompiler,
    handler: async (request, reply) => answer(request, reply, { pet: request.params.id }),
  });
  typed(app).route({
    ...fromContract(app, matingTreeRoute),
    serializerCompiler,
    handler: async (request, reply) => answer(request, reply, { sire: request.params.sireId, dam: request.params.damId }, request.params.depth),
  });
  typed(app).route({
    ...fromContract(app, matingTreeDefaultDepthRoute),
    serializerCompiler,
    handler: async (request, reply) => answer(request, reply, { sire: request.params.sireId, dam: request.params.damId }),
  });
}
