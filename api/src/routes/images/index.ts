import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MULTIPART_OPTIONS, removeReceivedFile } from '../../services/uploads-multipart';
import addImage from './add';
import deleteImage from './delete';
import listImages from './list';
import orderImages from './order';

/** /api/images/… : pet photos (attach, order, main, delete, list), avatars and the home page's random photos. */
export default async function imageRoutes(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  app.decorateRequest('receivedFile', null);
  app.addHook('onResponse', removeReceivedFile);
  for (const route of [addImage, orderImages, deleteImage, listImages]) {
    await app.register(route);
  }
}
