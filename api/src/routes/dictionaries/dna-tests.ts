import type { FastifyInstance } from 'fastify';
import { addDnaTestRoute } from '@bc/shared/contracts';
import { GENOTYPE_OPTIONS } from '../../dictionaries/data/health';
import { conflict } from '../../lib/http-error';
import { fromContract, typed } from '../../lib/route';

/** Moderators add DNA tests (results N/N, N/M, M/M); the health dictionary and pet validation see them at once. */
export default async function dnaTests(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, addDnaTestRoute),
    handler: async (request, reply) => {
      const { id, name, genes = [] } = request.body;
      const trimmed = Object.fromEntries(Object.entries(name).map(([locale, text]) => [locale, text.trim()])) as typeof name;
      if (!(await app.data.petsDictionaries.insertDnaTest({ id, name: trimmed, genes, options: GENOTYPE_OPTIONS }))) {
        throw conflict(`A DNA test with the code "${id}" already exists`, 'id');
      }
      app.dictionaries.invalidate('health');
      app.pets.dictionary.invalidate();
      return reply.code(201).send({ id, name: trimmed, genes });
    },
  });
}
