/**
 * When the renewal scheduler acts on a member's period, pure (tested on its own): the reminder three days before the
 * end, the first charge the day before, each failed charge retried a day later, twice, and then premium lapses.
 */
const DAY_MS = 86_400_000;
export const REMIND_BEFORE_MS = 3 * DAY_MS;
export const CHARGE_BEFORE_MS = DAY_MS;
export const RETRY_AFTER_MS = DAY_MS;
/** The first charge and two retries. */
export const MAX_ATTEMPTS = 3;
/** How long after its end a period is still worked on (the retries). */
export const RETRY_WINDOW_MS = CHARGE_BEFORE_MS + RETRY_AFTER_MS * (MAX_ATTEMPTS - 1);

export type RenewalStep = 'remind' | 'charge' | null;

/** What is due for a period ending `until` at `now`: the reminder, a charge attempt, or nothing yet. */
export function renewalStep(until: Date, now: Date): RenewalStep {
  const left = until.getTime() - now.getTime();
  if (left <= CHARGE_BEFORE_MS) return left > -RETRY_WINDOW_MS ? 'charge' : null;
  return left <= REMIND_BEFORE_MS ? 'remind' : null;
}

/** The earliest time of the attempt after one made at `now`. */
export const nextAttemptAt = (now: Date) => new Date(now.getTime() + RETRY_AFTER_MS);
