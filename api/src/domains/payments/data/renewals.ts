import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { premiumAutoPay, premiumRenewals, users } from '../../../db/schema';

export type RenewalRow = typeof premiumRenewals.$inferSelect;

/** The renewal scheduler's data: who is due, and the once-only steps of a member's period (reminder, attempts). */
export function renewalsRepository(db: DbOrTx) {
  const key = (userId: number, periodEnd: Date) => and(eq(premiumRenewals.userId, userId), eq(premiumRenewals.periodEnd, periodEnd));
  const ensure = (userId: number, periodEnd: Date) => db.insert(premiumRenewals).values({ userId, periodEnd }).onConflictDoNothing();

  return {
    /** Members with auto-pay on at `provider` whose premium ends in (from, to]: the scheduler's work list. */
    async due(provider: PaymentProviderName, from: Date, to: Date) {
      return db
        .select({
          userId: users.id, premiumUntil: users.premiumUntil, email: users.email, locale: users.locale, nickname: users.nickname,
          paymentMethodId: premiumAutoPay.paymentMethodId, period: premiumAutoPay.period,
        })
        .from(premiumAutoPay)
        .innerJoin(users, eq(users.id, premiumAutoPay.userId))
        .where(and(eq(premiumAutoPay.enabled, true), eq(premiumAutoPay.provider, provider), gt(users.premiumUntil, from), lte(users.premiumUntil, to)))
        .orderBy(users.premiumUntil);
    },

    async get(userId: number, periodEnd: Date): Promise<RenewalRow | null> {
      const [row] = await db.select().from(premiumRenewals).where(key(userId, periodEnd));
      return row ?? null;
    },

    /** Marks the period's reminder sent; true for exactly one caller (the one who should send it). */
    async claimReminder(userId: number, periodEnd: Date, at: Date): Promise<boolean> {
      await ensure(userId, periodEnd);
      const rows = await db
        .update(premiumRenewals)
        .set({ remindedAt: at, updatedAt: at })
        .where(and(key(userId, periodEnd), isNull(premiumRenewals.remindedAt)))
        .returning({ userId: premiumRenewals.userId });
      return rows.length > 0;
    },

    /**
     * Claims the period's next charge attempt (at most `max`, not before `nextAttemptAt`): a conditional update, so of
     * several instances ticking at once exactly one gets it (the others re-check the row after its commit and find the
     * attempt taken). Answers the attempt's number, or null.
     */
    async claimAttempt(userId: number, periodEnd: Date, at: Date, retryAt: Date, max: number): Promise<number | null> {
      await ensure(userId, periodEnd);
      const [row] = await db
        .update(premiumRenewals)
        .set({ attempts: sql`${premiumRenewals.attempts} + 1`, nextAttemptAt: retryAt, updatedAt: at })
        .where(
          and(
            key(userId, periodEnd), eq(premiumRenewals.status, 'open'), lt(premiumRenewals.attempts, max),
            or(isNull(premiumRenewals.nextAttemptAt), lte(premiumRenewals.nextAttemptAt, at)),
          ),
        )
        .returning({ attempts: premiumRenewals.attempts });
      return row?.attempts ?? null;
    },

    async setOrder(userId: number, periodEnd: Date, orderId: string): Promise<void> {
      await db.update(premiumRenewals).set({ orderId }).where(key(userId, periodEnd));
    },

    async finish(userId: number, periodEnd: Date, status: 'charged' | 'lapsed', at: Date): Promise<void> {
      await db.update(premiumRenewals).set({ status, updatedAt: at }).where(key(userId, periodEnd));
    },
  };
}
