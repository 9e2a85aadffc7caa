import type { FastifyInstance } from 'fastify';
import {
  addPetAttachmentRequestRoute, attachmentRequestFileRoute, attachmentRequestRoute, attachmentRequestsRoute, resolveAttachmentRequestRoute,
} from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';
import { sendUpload } from '../../files/routes/send-file';

/**
 * Attachment requests: members send moderators a document, a photo or a correction for a pet they do not own
 * (POST /api/pets/add-attachment-request); moderators list them, download the file, and approve or reject each
 * (GET /api/pets/attachment-request/{id}/{approve|reject}).
 */
export default async function attachmentRequests(app: FastifyInstance) {
  const requests = app.pets.attachmentRequests;

  typed(app).route({
    ...fromContract(app, addPetAttachmentRequestRoute),
    handler: async (request, reply) => reply.code(201).send({ id: await requests.add(request.body, signedInViewer(request)) }),
  });

  typed(app).route({
    ...fromContract(app, resolveAttachmentRequestRoute),
    handler: async (request) => requests.resolve(request.params.id, request.params.action, signedInViewer(request)),
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestFileRoute),
    handler: async (request, reply) => sendUpload(reply, app.files.storage, await requests.file(request.params.id)),
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestRoute),
    handler: async (request) => requests.get(request.params.id),
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestsRoute),
    handler: async (request) => requests.list(
      { status: request.query.status, petId: request.query.petId, type: request.query.type, order: request.query.order },
      pageOf(request.query),
    ),
  });
}
