import type { FastifyInstance } from 'fastify';
import docsRoutes from './docs';
import imageRoutes from './images';
import uploadRoutes from './uploads';

export default async function filesRoutes(app: FastifyInstance) {
  await app.register(uploadRoutes);
  await app.register(imageRoutes);
  await app.register(docsRoutes);
}
