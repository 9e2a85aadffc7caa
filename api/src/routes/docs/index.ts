import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MULTIPART_OPTIONS, removeReceivedFile } from '../../services/uploads-multipart';
import addDocument from './add';
import deleteDocumentRoutes from './delete';
import listDocumentRoutes from './list';

/** /api/docs/… : pet documents (attach, delete, list). */
export default async function docsRoutes(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  app.decorateRequest('receivedFile', null);
  app.addHook('onResponse', removeReceivedFile);
  for (const route of [addDocument, deleteDocumentRoutes, listDocumentRoutes]) {
    await app.register(route);
  }
}
