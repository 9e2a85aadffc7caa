import type { FastifyInstance } from 'fastify';
import { acceptFiles } from '../../multipart';
import addImage from './add';
import deleteImage from './delete';
import listImages from './list';
import orderImages from './order';

/** /api/images/… : pet photos (attach, order, main, delete, list), avatars and the home page's random photos. */
export default async function imageRoutes(app: FastifyInstance) {
  await acceptFiles(app);
  for (const route of [addImage, orderImages, deleteImage, listImages]) await app.register(route);
}
