import type { FastifyInstance } from 'fastify';
import likes from './likes';
import reports from './reports';
import userPets from './user-pets';

/** /api/user/… : the signed-in member's lists. */
export default async function userRoutes(app: FastifyInstance) {
  for (const route of [likes, reports, userPets]) {
    await app.register(route);
  }
}
