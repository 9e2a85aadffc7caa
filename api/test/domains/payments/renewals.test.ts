import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema';
import type { TickReport } from '../../../src/domains/payments/renewals';
import { twoInstances } from '../../helpers/instances';
import { createUser, type TestUser } from '../../helpers/users';
import { buyPremium, testClock } from './fixtures';

/**
 * The renewal scheduler across two API instances over one database (one PostgreSQL database with DATABASE_URL, as
 * in CI's second pass; otherwise one in-process PGlite), both ticking at the same moment on a driven clock.
 */
const DAY = 86_400_000;
const clock = testClock();
let a: FastifyInstance;
let b: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ a, b, close } = await twoInstances({ now: clock.now, payments: { webhookTransport: 'inject', now: clock.now, renewalTickMs: 0 } }));
});
afterAll(async () => close?.());

/** Both instances tick at the same moment; their reports added up. */
async function tickBoth(): Promise<TickReport> {
  const [x, y] = await Promise.all([a.paymentsRenewals.tick(), b.paymentsRenewals.tick()]);
  return { reminded: x.reminded + y.reminded, charged: x.charged + y.charged, failed: x.failed + y.failed, lapsed: x.lapsed + y.lapsed };
}

const premiumUntil = async (id: number) => (await a.data.users.byId(id))!.premiumUntil!;
const mailsTo = (member: TestUser, subject: string) => [...a.mailer.outbox, ...b.mailer.outbox].filter((m) => m.to === member.user.email && m.subject === subject);
const succeededOrders = async (member: TestUser) =>
  (await a.db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, member.user.id), eq(orders.status, 'succeeded')))).length;
/** Moves the clock to `ms` before the member's premium ends (plus a minute, so that the step is due). */
const goTo = async (member: TestUser, msBeforeEnd: number) => clock.advance((await premiumUntil(member.user.id)).getTime() - msBeforeEnd + 60_000 - clock.now().getTime());

describe('the renewal scheduler on two instances', () => {
  it('reminds once three days before, charges the saved method once the day before, and the new period is granted', async () => {
    const member = await createUser(a);
    await buyPremium(a, member.headers, 'pay');
    const first = await premiumUntil(member.user.id);
    expect(await a.data.autoPay.get(member.user.id)).toMatchObject({ provider: 'sandbox', enabled: true, period: 'month' });

    await goTo(member, 4 * DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 0, lapsed: 0 });
    await goTo(member, 3 * DAY);
    expect(await tickBoth()).toMatchObject({ reminded: 1, charged: 0 });
    expect(await tickBoth()).toMatchObject({ reminded: 0, charged: 0 });
    const reminders = mailsTo(member, 'Your premium renews soon');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('299.00');

    await goTo(member, DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 1, failed: 0, lapsed: 0 });
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 0, lapsed: 0 });
    const second = await premiumUntil(member.user.id);
    expect(second.getTime() - first.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(second.getTime() - first.getTime()).toBeLessThanOrEqual(31 * DAY);
    // The sandbox's webhook of the charge arrives too: still one order and one receipt for the period.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await succeededOrders(member)).toBe(2);
    expect(mailsTo(member, 'Your premium payment is received')).toHaveLength(2);
    expect(await premiumUntil(member.user.id)).toEqual(second);

    // Turned off: nothing more is charged.
    expect((await a.inject({ method: 'GET', url: '/api/premium/disable-auto-pay', headers: member.headers })).json()).toMatchObject({ autoPay: false });
    await goTo(member, DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 0, lapsed: 0 });
  });

  it('a failed charge is retried a day later, twice; then auto-pay is off, the member told once, and premium lapses at its end', async () => {
    const member = await createUser(a);
    await buyPremium(a, member.headers, 'pay');
    const until = await premiumUntil(member.user.id);
    // The saved card no longer works.
    await a.data.autoPay.save(member.user.id, 'sandbox', 'pm_expired_card_000000000000', 'month');

    await goTo(member, DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 1, lapsed: 0 });
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 0, lapsed: 0 });
    clock.advance(DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 1, lapsed: 0 });
    clock.advance(DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 1, lapsed: 1 });
    clock.advance(DAY);
    expect(await tickBoth()).toEqual({ reminded: 0, charged: 0, failed: 0, lapsed: 0 });

    expect(await a.data.autoPay.get(member.user.id)).toMatchObject({ enabled: false });
    expect(await premiumUntil(member.user.id)).toEqual(until);
    expect(mailsTo(member, 'We could not renew your premium')).toHaveLength(1);
    expect(await succeededOrders(member)).toBe(1);
    const state = await a.inject({ method: 'GET', url: '/api/premium/state', headers: member.headers });
    expect(state.json()).toMatchObject({ active: false, autoPay: false });
  });
});
