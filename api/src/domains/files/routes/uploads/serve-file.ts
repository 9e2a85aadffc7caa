import type { FastifyInstance } from 'fastify';
import { fileRoute } from '@bc/shared/contracts';
import { notFound } from '../../../../lib/http-error';
import { IMMUTABLE_CACHE, isFileKey } from '../../storage';
import { fromContract, typed } from '../../../../lib/route';
import { sendStored } from '../send-file';

/**
 * GET /api/files/<key>: stored files from the local disk, cached for a year (a key's content never changes).
 * Only keys of the storage's exact shapes are looked up, so no path can leave the files folder.
 * With S3 storage the files live at S3_PUBLIC_URL; this route redirects there.
 */
export default async function serveFile(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, fileRoute),
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isFileKey(key)) throw notFound('No such file');
      const { storage } = app.files;
      if (storage.kind === 's3') return reply.redirect(storage.url(key), 302);
      return sendStored(reply, storage, key, { cacheControl: IMMUTABLE_CACHE });
    },
  });
}
