import type { FastifyInstance } from 'fastify';
import actions from './actions';
import attachments from './attachments';
import decisions from './decisions';
import queues from './queues';

/** /api/moderation/…, and the decisions on attachment requests (/api/pets/attachment-requests/{id}/{action}). */
export default async function moderationRoutes(app: FastifyInstance) {
  for (const route of [decisions, actions, queues, attachments]) await app.register(route);
}
