import { createEffect, createEvent, createStore, sample } from 'effector';
import { normaliseError, type ApiError } from '@bc/shared';

/** How often a pending order is asked again. */
export const POLL_MS = 2000;

/**
 * An order's status, asked every two seconds until it is final: `opened(orderId)` starts, `closed()` stops (the page
 * left). A transient failure (the network, a 5xx) keeps asking; a 404 or 400 ends it as `not-found`.
 * Used by /premium/result and by the donation's result on /donate.
 */
export function createOrderPoll<O extends { orderId: string; final: boolean }>(fetch: (orderId: string) => Promise<O>) {
  const opened = createEvent<string>();
  const closed = createEvent();
  const fetchFx = createEffect<string, O, ApiError>(async (orderId) => {
    try {
      return await fetch(orderId);
    } catch (error) {
      throw normaliseError(error);
    }
  });
  const waitFx = createEffect<string, string>((orderId) => new Promise((resolve) => setTimeout(() => resolve(orderId), POLL_MS)));

  const $orderId = createStore<string | null>(null).on(opened, (_, id) => id).reset(closed);
  const $order = createStore<O | null>(null)
    .on(fetchFx.done, (current, { params, result }) => (result.orderId === params ? result : current))
    .reset(opened, closed);
  const $notFound = createStore(false)
    .on(fetchFx.fail, (_, { error }) => error.statusCode === 404 || error.statusCode === 400)
    .reset(opened, closed);
  /** A failure other than "not found" (kept asking meanwhile). */
  const $interrupted = createStore(false).on(fetchFx.done, () => false).on(fetchFx.fail, () => true).reset(opened, closed);

  sample({ clock: opened, target: fetchFx });
  sample({ clock: fetchFx.done, filter: ({ result }) => !result.final, fn: ({ params }) => params, target: waitFx });
  sample({ clock: fetchFx.fail, filter: ({ error }) => error.statusCode !== 404 && error.statusCode !== 400, fn: ({ params }) => params, target: waitFx });
  // Only the order still on the page is asked again (another order opened, or the page closed, ends the old loop).
  sample({ clock: waitFx.doneData, source: $orderId, filter: (current, id) => current === id, fn: (_, id) => id, target: fetchFx });

  return { opened, closed, fetchFx, waitFx, $order, $notFound, $interrupted };
}
