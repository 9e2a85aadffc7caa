import { eq } from 'drizzle-orm';
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

    async save(userId: number, provider: PaymentProviderName, paymentMethodId: string, enabled: boolean): Promise<void> {
      const values = { provider, paymentMethodId, enabled, updatedAt: new Date() };
      await db.insert(premiumAutoPay).values({ userId, ...values }).onConflictDoUpdate({ target: premiumAutoPay.userId, set: values });
    },

    async setEnabled(userId: number, enabled: boolean): Promise<AutoPayRow | null> {
      const [row] = await db.update(premiumAutoPay).set({ enabled, updatedAt: new Date() }).where(eq(premiumAutoPay.userId, userId)).returning();
      return row ?? null;
    },
  };
}
