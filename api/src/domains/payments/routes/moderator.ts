import type { FastifyInstance } from 'fastify';
import { donationHideNameRoute, moderatorDonationsRoute, orderRefundRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import { signedInViewer } from '../../../plugins/app/auth';
import { auditedStep, donorNameState, refundState } from '../audit';

/**
 * GET /api/payments/donations, POST /api/payments/donations/{id}/hide-name and POST /api/payments/orders/{orderId}/refund:
 * moderators' (the contracts say so; the auth hook refuses anyone else). Each decision passes its audit entry's step.
 */
export default async function moderator(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, moderatorDonationsRoute),
    handler: async (request) => app.payments.donations.forModerators(request.query.all === 1, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, donationHideNameRoute),
    handler: async (request) => {
      const action = (request.body.hidden ?? true) ? 'hide-donor-name' : 'show-donor-name';
      const step = auditedStep(app.settings.now, signedInViewer(request), action, request.body, donorNameState);
      return app.payments.donations.hideName(request.params.id, request.body, step);
    },
  });
  route.route({
    ...fromContract(app, orderRefundRoute),
    handler: async (request) => {
      const step = auditedStep(app.settings.now, signedInViewer(request), 'refund-order', request.body, refundState);
      return app.payments.refund(request.params.orderId, request.body, step);
    },
  });
}
