import type { FastifyInstance } from 'fastify';
import { decideAttachmentRequestRoute } from '@bc/shared/contracts';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/**
 * POST /api/pets/attachment-requests/{id}/{approve|reject}: a moderator's decision on a member's correction, document or
 * photo, with a reason (required to reject) told to the requester by email; the request lives in the pets domain.
 */
export default async function attachments(app: FastifyInstance) {
  typed(app).route({
    ...fromContract(app, decideAttachmentRequestRoute),
    handler: async (request) => app.moderation.decideAttachment(request.params.id, request.params.action, request.body, signedInViewer(request)),
  });
}
