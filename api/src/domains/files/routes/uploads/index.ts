import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MULTIPART_OPTIONS } from '../../multipart';
import chunkRoutes, { CHUNK_CONTENT_TYPE } from './chunks';
import processUploads from './process';
import uploadFiles from './restore';
import revertUploads from './revert';
import serveFile from './serve-file';

/** /api/uploads/images|docs (FilePond's server protocol) and /api/files/… (stored files). */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  // Chunks reach the handler as the raw stream (the handler bounds their size).
  app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, payload, done) => done(null, payload));
  for (const route of [processUploads, chunkRoutes, revertUploads, uploadFiles, serveFile]) {
    await app.register(route);
  }
}
