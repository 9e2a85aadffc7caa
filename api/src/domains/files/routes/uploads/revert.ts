import type { FastifyInstance } from 'fastify';
import { UPLOAD_TARGETS, uploadProtocolRoutes } from '@bc/shared/contracts';
import { signedIn } from '../../../../plugins/app/auth';
import { fromContract } from '../../../../lib/route';
import { KIND_OF } from '../route-options';

/** FilePond revert: DELETE /api/uploads/images|docs with the server file id as the (text/plain) body → 200, empty. */
export default async function revertUploads(app: FastifyInstance) {
  for (const target of UPLOAD_TARGETS) {
    app.route({
      ...fromContract(app, uploadProtocolRoutes[target].revert),
      handler: async (request, reply) => {
        const auth = signedIn(request);
        await app.files.uploads.revert(auth.user, request.body as string, KIND_OF[target]);
        return reply.code(200).send();
      },
    });
  }
}
