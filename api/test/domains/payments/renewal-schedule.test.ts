import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, renewalStep, RETRY_WINDOW_MS } from '../../../src/domains/payments/renewal-schedule';

const DAY = 86_400_000;
const until = new Date('2026-12-26T10:00:00Z');
const at = (msBeforeEnd: number) => new Date(until.getTime() - msBeforeEnd);

describe('renewalStep', () => {
  it('nothing more than three days before; the reminder from three days to one day before; a charge from the day before', () => {
    expect(renewalStep(until, at(3 * DAY + 1))).toBeNull();
    expect(renewalStep(until, at(3 * DAY))).toBe('remind');
    expect(renewalStep(until, at(DAY + 1))).toBe('remind');
    expect(renewalStep(until, at(DAY))).toBe('charge');
    expect(renewalStep(until, at(0))).toBe('charge');
  });

  it('retries stay due until the last attempt’s day has passed, then nothing', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(RETRY_WINDOW_MS).toBe(3 * DAY);
    expect(renewalStep(until, at(-DAY))).toBe('charge');
    expect(renewalStep(until, at(-RETRY_WINDOW_MS + 1))).toBe('charge');
    expect(renewalStep(until, at(-RETRY_WINDOW_MS))).toBeNull();
    expect(nextAttemptAt(at(DAY)).getTime()).toBe(until.getTime());
  });
});
