import type { FastifyInstance } from 'fastify';
import diseases from './diseases';
import studRanking from './stud-ranking';
import trees from './trees';

/** Pedigree answers under /api/pets/…: trees, test matings, DNA-test risk and the stud ranking. */
export default async function pedigreeRoutes(app: FastifyInstance) {
  for (const route of [trees, diseases, studRanking]) await app.register(route);
}
