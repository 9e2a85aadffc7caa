import type { FastifyInstance } from 'fastify';
import accountRequests from './account-requests';
import actions from './actions';
import breeding from './breeding';
import connectBreeders from './connect-breeders';
import decisions from './decisions';
import queues from './queues';

/** /api/moderation/…. */
export default async function moderationRoutes(app: FastifyInstance) {
  for (const route of [decisions, actions, queues, accountRequests, connectBreeders, breeding]) await app.register(route);
}
