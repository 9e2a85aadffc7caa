import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { sandboxPayments } from '../../../db/schema';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxStatus = SandboxPaymentRow['status'];

/** The embedded sandbox provider's own payments (its side of the fence: our orders never read this table). */
export function sandboxRepository(db: DbOrTx) {
  return {
    async insert(row: typeof sandboxPayments.$inferInsert): Promise<SandboxPaymentRow> {
      const [inserted] = await db.insert(sandboxPayments).values(row).onConflictDoNothing({ target: sandboxPayments.idempotenceKey }).returning();
      if (inserted) return inserted;
      // The same idempotence key again: the payment the first request made.
      const [existing] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotenceKey, row.idempotenceKey!));
      return existing!;
    },

    async get(id: string): Promise<SandboxPaymentRow | null> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row ?? null;
    },

    /** The payer's answer: moves a pending payment only (null when it was answered before). */
    async answer(id: string, status: Exclude<SandboxStatus, 'pending'>, paymentMethodId: string | null): Promise<SandboxPaymentRow | null> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status, paymentMethodId, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /**
     * Refunds a paid payment in full: succeeded → refunded (an already refunded one answers as it is: the same
     * refund asked again); null when it was never paid or the amount is not the payment's.
     */
    async refund(id: string, amount: number): Promise<SandboxPaymentRow | null> {
      const [row] = await db
        .update(sandboxPayments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.amount, amount), inArray(sandboxPayments.status, ['succeeded', 'refunded'])))
        .returning();
      return row ?? null;
    },

    /** Whether a payment saved this method (a renewal may charge it). */
    async methodExists(paymentMethodId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.paymentMethodId, paymentMethodId), eq(sandboxPayments.saveMethod, true), eq(sandboxPayments.status, 'succeeded')))
        .limit(1);
      return row !== undefined;
    },
  };
}
