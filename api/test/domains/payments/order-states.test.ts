import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@bc/shared/contracts';
import { extendPremium, isFinal, REREAD_AFTER_MS, REREAD_EVERY_MS, shouldReread, takeBackPremium, transition } from '../../../src/domains/payments/order-states';

describe('order states', () => {
  it('a pending order moves to any final state; only the step into succeeded grants', () => {
    expect(transition('pending', 'succeeded')).toEqual({ next: 'succeeded', grant: true });
    expect(transition('pending', 'canceled')).toEqual({ next: 'canceled', grant: false });
    expect(transition('pending', 'failed')).toEqual({ next: 'failed', grant: false });
    expect(transition('pending', 'refunded')).toEqual({ next: 'refunded', grant: false });
  });

  it('a succeeded order may only be refunded, without a second grant', () => {
    expect(transition('succeeded', 'refunded')).toEqual({ next: 'refunded', grant: false });
    for (const s of ['pending', 'succeeded', 'canceled', 'failed'] as const) expect(transition('succeeded', s)).toBeNull();
  });

  it('final states never move, and a replay of the current state changes nothing (out-of-order, duplicate events)', () => {
    for (const from of ['canceled', 'failed', 'refunded'] as const) for (const to of ORDER_STATUSES) expect(transition(from, to)).toBeNull();
    expect(transition('pending', 'pending')).toBeNull();
  });

  it('exactly one path grants: whatever order events come in, the grant happens once', () => {
    const sequences = [
      ['succeeded', 'succeeded', 'canceled'], ['canceled', 'succeeded'], ['pending', 'succeeded', 'pending', 'succeeded', 'refunded', 'succeeded'],
      ['refunded', 'succeeded'], ['failed', 'succeeded', 'succeeded'],
    ] as const;
    for (const events of sequences) {
      let status: (typeof ORDER_STATUSES)[number] = 'pending';
      let grants = 0;
      for (const reported of events) {
        const step = transition(status, reported);
        if (step) {
          status = step.next;
          if (step.grant) grants++;
        }
      }
      expect(grants).toBe(events[0] === 'canceled' || events[0] === 'refunded' || events[0] === 'failed' ? 0 : 1);
    }
  });

  it('is final once the payer answered', () => {
    expect(isFinal('pending')).toBe(false);
    for (const s of ['succeeded', 'canceled', 'failed', 'refunded'] as const) expect(isFinal(s)).toBe(true);
  });

  it('re-reads a pending order from a minute on, at most every few seconds', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(shouldReread({ status: 'pending', createdAt, checkedAt: null }, at(REREAD_AFTER_MS - 1))).toBe(false);
    expect(shouldReread({ status: 'pending', createdAt, checkedAt: null }, at(REREAD_AFTER_MS))).toBe(true);
    expect(shouldReread({ status: 'pending', createdAt, checkedAt: at(REREAD_AFTER_MS) }, at(REREAD_AFTER_MS + REREAD_EVERY_MS - 1))).toBe(false);
    expect(shouldReread({ status: 'pending', createdAt, checkedAt: at(REREAD_AFTER_MS) }, at(REREAD_AFTER_MS + REREAD_EVERY_MS))).toBe(true);
    expect(shouldReread({ status: 'succeeded', createdAt, checkedAt: null }, at(REREAD_AFTER_MS * 10))).toBe(false);
  });

  it('extends premium from the later of now and the current end; a month from the 31st (a year from 29 February) ends on the month’s last day', () => {
    const now = new Date('2026-01-31T10:00:00Z');
    expect(extendPremium(null, 'month', now).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(extendPremium(new Date('2025-06-01T00:00:00Z'), 'month', now).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(extendPremium(new Date('2026-03-15T00:00:00Z'), 'month', now).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(extendPremium(new Date('2026-03-15T00:00:00Z'), 'year', now).toISOString()).toBe('2027-03-15T00:00:00.000Z');
    expect(extendPremium(null, 'year', new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('takeBackPremium', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('moves the end back by the period, not before now; nothing when premium has ended', () => {
    expect(takeBackPremium(new Date('2026-04-10T12:00:00Z'), 'month', now)).toEqual(now);
    expect(takeBackPremium(new Date('2026-05-10T12:00:00Z'), 'month', now)).toEqual(new Date('2026-04-10T12:00:00Z'));
    expect(takeBackPremium(new Date('2027-06-01T00:00:00Z'), 'year', now)).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect(takeBackPremium(new Date('2026-03-01T00:00:00Z'), 'month', now)).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(takeBackPremium(null, 'month', now)).toBeNull();
  });
  it('undoes extendPremium exactly, month ends included (31 May − a month is 30 April)', () => {
    const from = new Date('2026-01-31T08:00:00Z');
    for (const period of ['month', 'year'] as const) {
      const later = extendPremium(extendPremium(from, period, from), period, from);
      expect(takeBackPremium(later, period, from)).toEqual(extendPremium(from, period, from));
    }
    expect(takeBackPremium(new Date('2026-05-31T00:00:00Z'), 'month', now)).toEqual(new Date('2026-04-30T00:00:00Z'));
  });
});
