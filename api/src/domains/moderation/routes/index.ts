import type { FastifyInstance } from 'fastify';
import accountRequests from './account-requests';
import actions from './actions';
import attachments from './attachments';
import breeding from './breeding';
import connectBreeders from './connect-breeders';
import decisions from './decisions';
import queues from './queues';

/** /api/moderation/…, and the decisions on attachment requests (/api/pets/attachment-requests/{id}/{action}). */
export default async function moderationRoutes(app: FastifyInstance) {
  for (const route of [decisions, actions, queues, attachments, accountRequests, connectBreeders, breeding]) await app.register(route);
}
