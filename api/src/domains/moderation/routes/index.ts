import type { FastifyInstance } from 'fastify';
import actions from './actions';
import decisions from './decisions';
import queues from './queues';

/** /api/moderation/…. */
export default async function moderationRoutes(app: FastifyInstance) {
  for (const route of [decisions, actions, queues]) await app.register(route);
}
