import type { FastifyInstance } from 'fastify';
import { documentUploadFilesRoute, imageUploadFilesRoute, UPLOAD_TARGETS, type UploadTarget } from '@bc/shared/contracts';
import { badRequest, notFound } from '../../../../lib/http-error';
import { signedIn } from '../../../../plugins/app/auth';
import { storedName } from '../../uploads';
import { fromContract, typed } from '../../../../lib/route';
import { KIND_OF } from '../route-options';
import { sendStored, sendUpload } from '../send-file';

const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;
const KEY_PREFIX: Record<UploadTarget, string> = { images: 'images/', docs: 'docs/' };
const NO_STORE = 'private, no-store';

/**
 * FilePond restore (?restore=<id>), load (?load=<id or file URL>) and fetch (?fetch=<file URL>): the file with
 * Content-Disposition inline; filename. fetch and load by URL take only this site's own file URLs, read straight
 * from the storage: no other host is ever contacted (400).
 */
export default async function uploadFiles(app: FastifyInstance) {
  for (const target of UPLOAD_TARGETS) {
    const kind = KIND_OF[target];
    typed(app).route({
      ...fromContract(app, target === 'images' ? imageUploadFilesRoute : documentUploadFilesRoute),
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const auth = signedIn(request);
        const { storage, uploads } = app.files;
        const given = (['restore', 'load', 'fetch'] as const).filter((name) => request.query[name] !== undefined);
        if (given.length !== 1) throw badRequest('Give exactly one of restore, load and fetch', given[1] ?? 'restore');
        const field = given[0];
        const value = request.query[field]!;
        if (field === 'restore' || (field === 'load' && UPLOAD_ID.test(value))) {
          return sendUpload(reply, storage, await uploads.stored(auth.user, value, kind, field));
        }
        const key = storage.keyOf(value);
        if (!key) {
          throw badRequest(`${field} takes only file URLs of this site (${storage.url(`${KEY_PREFIX[target]}…`)}); other hosts are never fetched`, field);
        }
        if (!key.startsWith(KEY_PREFIX[target])) throw notFound(`${value} is not ${kind === 'image' ? 'an image' : 'a document'} file`, field);
        const id = key.split(/[/.]/)[1];
        const row = await uploads.find(id);
        return sendStored(reply, storage, key, { cacheControl: NO_STORE, filename: row ? storedName(row, key) : key.replaceAll('/', '-') });
      },
    });
  }
}
