import type { ModerationActionKind } from '@bc/shared/contracts';
import type { Viewer } from '../../lib/viewer';
import type { OrderRow } from './data/orders';
import type { OrderStep } from './deps';

/** What the audit log shows of an order before and after a moderator's decision on it. */
export const donorNameState = (order: OrderRow) => ({ nameHidden: order.nameHiddenAt !== null });
export const refundState = (order: OrderRow) => ({ status: order.status, kind: order.kind, amount: order.amount, currency: order.currency });

/**
 * The audit entry of a moderator's decision on an order (record kind `order`, the order's number), written in the
 * order's transaction, as the moderation domain writes a dog's hide beside the pets service's write: a throw undoes both.
 */
export function auditedStep(
  now: () => Date, viewer: Viewer, action: ModerationActionKind, entry: { reason?: string | null; note?: string | null },
  state: (order: OrderRow) => Record<string, unknown>,
): OrderStep {
  return {
    async written(tx, before, after) {
      await tx.moderationActions.insert({
        moderatorId: viewer.id, action, recordKind: 'order', recordId: after.id, reason: entry.reason ?? null, note: entry.note?.trim() ?? null,
        before: state(before), after: state(after), createdAt: now(),
      });
    },
  };
}
