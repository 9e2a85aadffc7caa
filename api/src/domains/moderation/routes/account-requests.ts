import type { FastifyInstance } from 'fastify';
import { approveAccountRequestRoute, moderationAccountRequestsRoute, rejectAccountRequestRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';

/** GET /api/moderation/account-requests and POST /api/moderation/account-requests/{id}/approve|reject. */
export default async function accountRequests(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, moderationAccountRequestsRoute),
    handler: async (request) => app.moderation.accountRequests(request.query, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, approveAccountRequestRoute),
    handler: async (request) => app.moderation.approveAccountRequest(request.params.id, request.body, signedInViewer(request)),
  });
  route.route({
    ...fromContract(app, rejectAccountRequestRoute),
    handler: async (request) => app.moderation.rejectAccountRequest(request.params.id, request.body, signedInViewer(request)),
  });
}
