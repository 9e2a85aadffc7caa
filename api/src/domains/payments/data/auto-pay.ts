import { and, eq, ne } from 'drizzle-orm';
import type { PaymentProviderName } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { premiumAutoPay } from '../../../db/schema';

export type AutoPayRow = typeof premiumAutoPay.$inferSelect;

/** A member's saved payment method (a provider's token) and the auto-pay switch. */
export function autoPayRepository(db: DbOrTx) {
  return {
    async get(userId: number): Promise<AutoPayRow | null> {
      const [row] = await db.select().from(premiumAutoPay).where(eq(premiumAutoPay.userId, userId));
      return row ?? null;
    },

    async save(userId: number, provider: PaymentProviderName, paymentMethodId: string, period: 'month' | 'year'): Promise<void> {
      const values = { provider, paymentMethodId, period, enabled: true, updatedAt: new Date() };
      await db.insert(premiumAutoPay).values({ userId, ...values }).onConflictDoUpdate({ target: premiumAutoPay.userId, set: values });
    },

    async setEnabled(userId: number, enabled: boolean): Promise<AutoPayRow | null> {
      const [row] = await db.update(premiumAutoPay).set({ enabled, updatedAt: new Date() }).where(eq(premiumAutoPay.userId, userId)).returning();
      return row ?? null;
    },

    /** Sets the switch of whoever saved this method (a provider's subscription event); whether a row changed. */
    async setEnabledByMethod(provider: PaymentProviderName, paymentMethodId: string, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(premiumAutoPay)
        .set({ enabled, updatedAt: new Date() })
        .where(and(eq(premiumAutoPay.provider, provider), eq(premiumAutoPay.paymentMethodId, paymentMethodId), ne(premiumAutoPay.enabled, enabled)))
        .returning({ userId: premiumAutoPay.userId });
      return rows.length > 0;
    },
  };
}
