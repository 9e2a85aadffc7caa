import type { FastifyInstance } from 'fastify';
import { moderationActionsRoute, undoModerationActionRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** GET /api/moderation/actions (the audit log) and POST /api/moderation/actions/{id}/undo. */
export default async function actions(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, moderationActionsRoute),
    handler: async (request) => app.moderation.actions(request.query, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, undoModerationActionRoute),
    handler: async (request) => app.moderation.undo(request.params.id, signedInViewer(request)),
  });
}
