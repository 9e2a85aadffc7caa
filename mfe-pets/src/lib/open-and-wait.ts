import type { Effect } from 'effector';

/**
 * For a route's data preload: triggers an opening event and resolves once the load it started has finished (done or
 * failed), or at once when it started none (the data is already open). An imperative bridge from the shell's route
 * loader into the page's model, reading the effect's in-flight count for that one decision.
 */
export function openAndWait<Params, Done, Fail>(fx: Effect<Params, Done, Fail>, params: Params, open: () => void): Promise<void> {
  return new Promise((resolve) => {
    const subscription = fx.finally.watch((settled) => {
      if (settled.params !== params) return;
      subscription.unsubscribe();
      resolve();
    });
    const before = fx.inFlight.getState();
    open();
    if (fx.inFlight.getState() === before) {
      subscription.unsubscribe();
      resolve();
    }
  });
}
