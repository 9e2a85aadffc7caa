import type { FastifyInstance } from 'fastify';
import inquiries from './inquiries';
import litterPhotos from './litter-photos';
import litters from './litters';
import matings from './matings';

/** /api/matings/… and /api/litters/…. */
export default async function matingRoutes(app: FastifyInstance) {
  for (const route of [matings, inquiries, litters, litterPhotos]) await app.register(route);
}
