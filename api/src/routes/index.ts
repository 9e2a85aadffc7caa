import type { FastifyInstance } from 'fastify';
import docsRoutes from './docs';
import imageRoutes from './images';
import petRoutes from './pets';
import uploadRoutes from './uploads';
import userRoutes from './user';

/** Every domain's routes; each route's URL and schemas come from @bc/shared/contracts. */
export default async function routes(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(petRoutes);
  await app.register(uploadRoutes);
  await app.register(imageRoutes);
  await app.register(docsRoutes);
}
