import type { FastifyInstance } from 'fastify';
import { donationHideNameRoute, type ModerationActionKind, moderatorDonationsRoute, orderRefundRoute } from '@bc/shared/contracts';
import { pageOf } from '../../../lib/paging';
import { fromContract, typed } from '../../../lib/route';
import type { Viewer } from '../../../lib/viewer';
import { signedInViewer } from '../../../plugins/app/auth';
import type { OrderRow } from '../data/orders';
import type { OrderStep } from '../deps';

/**
 * The audit entry of a moderator's decision on an order, written in the order's transaction (as the moderation
 * domain writes a dog's hide beside the pets service's write: a throw undoes both). `state` is what the log shows
 * before and after.
 */
const audited = (
  now: () => Date, viewer: Viewer, action: ModerationActionKind, entry: { reason?: string | null; note?: string | null },
  state: (order: OrderRow) => Record<string, unknown>,
): OrderStep => ({
  async written(tx, before, after) {
    await tx.moderationActions.insert({
      moderatorId: viewer.id, action, recordKind: 'order', recordId: after.id, reason: entry.reason ?? null, note: entry.note?.trim() ?? null,
      before: state(before), after: state(after), createdAt: now(),
    });
  },
});

/** GET /api/payments/donations, POST /api/payments/donations/{id}/hide-name, POST /api/payments/orders/{orderId}/refund: moderators'. */
export default async function moderator(app: FastifyInstance) {
  const route = typed(app);
  route.route({
    ...fromContract(app, moderatorDonationsRoute),
    handler: async (request) => app.payments.donations.forModerators(request.query.all === 1, pageOf(request.query)),
  });
  route.route({
    ...fromContract(app, donationHideNameRoute),
    handler: async (request) => {
      const hidden = request.body.hidden ?? true;
      const step = audited(app.settings.now, signedInViewer(request), hidden ? 'hide-donor-name' : 'show-donor-name', request.body, (o) => ({ nameHidden: o.nameHiddenAt !== null }));
      return app.payments.donations.hideName(request.params.id, request.body, step);
    },
  });
  route.route({
    ...fromContract(app, orderRefundRoute),
    handler: async (request) => {
      const step = audited(app.settings.now, signedInViewer(request), 'refund-order', request.body, (o) => ({ status: o.status, kind: o.kind, amount: o.amount, currency: o.currency }));
      return app.payments.refund(request.params.orderId, request.body, step);
    },
  });
}
