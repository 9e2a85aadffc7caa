import type { FastifyInstance } from 'fastify';
import { acceptFiles } from '../../multipart';
import addDocument from './add';
import deleteDocument from './delete';
import listDocuments from './list';

/** /api/docs/… : pet documents (attach, delete, list). */
export default async function docsRoutes(app: FastifyInstance) {
  await acceptFiles(app);
  for (const route of [addDocument, deleteDocument, listDocuments]) await app.register(route);
}
