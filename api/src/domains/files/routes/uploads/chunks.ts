import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type PatchQuery, UPLOAD_TARGETS, uploadProtocolRoutes } from '@bc/shared/contracts';
import { HttpError } from '../../../../lib/http-error';
import { signedIn } from '../../../../plugins/app/auth';
import { fromContract } from '../../../../lib/route';
import { KIND_OF, uploadName } from '../route-options';

export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

/**
 * FilePond chunks: PATCH ?patch=<id> (Upload-Offset, Upload-Length, Upload-Name, Content-Type
 * application/offset+octet-stream) → 204; HEAD ?patch=<id> → Upload-Offset, so an interrupted upload resumes.
 */
export default async function chunkRoutes(app: FastifyInstance) {
  for (const target of UPLOAD_TARGETS) {
    const routes = uploadProtocolRoutes[target];
    app.route({
      ...fromContract(app, routes.patch),
      handler: async (request, reply) => {
        const auth = signedIn(request);
        const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
        if (type !== CHUNK_CONTENT_TYPE) throw new HttpError(415, `A chunk must be sent as Content-Type ${CHUNK_CONTENT_TYPE}`, { field: 'content-type' });
        const { patch: id } = request.query as PatchQuery;
        const headers = request.headers as Record<string, string | string[] | undefined>;
        await app.files.uploads.appendChunk(auth.user, id, KIND_OF[target], {
          offset: Number(headers['upload-offset']),
          length: Number(headers['upload-length']),
          name: uploadName(headers['upload-name']),
          body: request.body as Readable,
        });
        return reply.code(204).send();
      },
    });
    app.route({
      ...fromContract(app, routes.offset),
      handler: async (request, reply) => {
        const auth = signedIn(request);
        const row = await app.files.uploads.progress(auth.user, (request.query as PatchQuery).patch, KIND_OF[target]);
        return reply
          .code(200)
          .header('upload-offset', String(row.received))
          .header('upload-length', String(row.size))
          .header('cache-control', 'no-store')
          .send();
      },
    });
  }
}
