import type { FastifyInstance } from 'fastify';
import diseases from './diseases';
import studRanking from './stud-ranking';
import tree from './tree';
import treeMating from './tree-mating';

/** Pedigree answers under /api/pets/…: trees, test matings, DNA-test risk and the stud ranking. */
export default async function pedigreeRoutes(app: FastifyInstance) {
  for (const route of [tree, treeMating, diseases, studRanking]) await app.register(route);
}
