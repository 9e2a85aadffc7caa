import type { FastifyInstance } from 'fastify';
import petRoutes from './pets';
import userRoutes from './user';

/** Every domain's routes; each route's URL and schemas come from @bc/shared/contracts. */
export default async function routes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(petRoutes);
}
