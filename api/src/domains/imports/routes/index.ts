import type { FastifyInstance } from 'fastify';
import {
  IMPORT_MAX_BYTES, importListRoute, importPreviewRoute, importStartRoute, importStatusRoute, importUndoRoute, importUploadRoute,
} from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';
import { acceptFiles, multipartBody } from '../../files/multipart';

/** /api/imports/…: upload, preview, start, progress, undo. */
export default async function importRoutes(app: FastifyInstance) {
  await acceptFiles(app);
  const r = typed(app);
  r.route({
    ...fromContract(app, importUploadRoute),
    preValidation: multipartBody(() => ({ tempDir: app.files.tempDir, maxBytes: IMPORT_MAX_BYTES, fileFields: ['file'] })),
    handler: async (request) => app.imports.upload(signedInViewer(request), request.receivedFile),
  });
  r.route({ ...fromContract(app, importListRoute), handler: async (request) => app.imports.list(signedInViewer(request)) });
  r.route({
    ...fromContract(app, importPreviewRoute),
    handler: async (request) => app.imports.preview(signedInViewer(request), request.params.id, request.body),
  });
  r.route({
    ...fromContract(app, importStartRoute),
    handler: async (request) => app.imports.start(signedInViewer(request), request.params.id, request.body),
  });
  r.route({ ...fromContract(app, importStatusRoute), handler: async (request) => app.imports.status(signedInViewer(request), request.params.id) });
  r.route({ ...fromContract(app, importUndoRoute), handler: async (request) => app.imports.undo(signedInViewer(request), request.params.id) });
}
