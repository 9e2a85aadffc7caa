import type { FastifyInstance } from 'fastify';
import inquiries from './inquiries';
import litters from './litters';
import matings from './matings';

/** /api/matings/… and /api/litters/…. */
export default async function matingRoutes(app: FastifyInstance) {
  for (const route of [matings, inquiries, litters]) await app.register(route);
}
