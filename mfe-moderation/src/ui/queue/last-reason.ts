import { createEvent, createStore } from 'effector';
import type { ModerationReason } from '@bc/shared/contracts';

/**
 * The reason a queue's last rejection used: `r` rejects the current row with it, and the reason form starts from it.
 * Each queue has its own (a dog is hidden for other reasons than a document is refused).
 */
export function createLastReason() {
  const used = createEvent<ModerationReason>();
  const $reason = createStore<ModerationReason | null>(null).on(used, (_, reason) => reason);
  return { used, $reason };
}
export type LastReason = ReturnType<typeof createLastReason>;
