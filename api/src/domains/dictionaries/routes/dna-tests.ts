import type { FastifyInstance } from 'fastify';
import { addDnaTestRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';

/** Moderators add DNA tests (results N/N, N/M, M/M); the health dictionary and pet validation see them at once. */
export default async function dnaTests(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, addDnaTestRoute),
    handler: async (request, reply) => reply.code(201).send(await app.dictionaries.addDnaTest(request.body)),
  });
}
