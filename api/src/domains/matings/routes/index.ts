import type { FastifyInstance } from 'fastify';
import matings from './matings';

/** /api/matings/… and /api/litters/…. */
export default async function matingRoutes(app: FastifyInstance) {
  for (const route of [matings]) await app.register(route);
}
