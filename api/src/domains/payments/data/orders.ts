import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Currency, OrderKind, OrderStatus, PaymentProviderName } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { orders, paymentEvents, users } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Orders and the provider events applied to them. */
export function ordersRepository(db: DbOrTx) {
  return {
    async insert(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },

    /** Inserts an order unless one has its provider payment already; answers the one that has it. */
    async insertOnce(values: NewOrder & { providerPaymentId: string }): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).onConflictDoNothing({ target: [orders.provider, orders.providerPaymentId] }).returning();
      if (row) return row;
      const [existing] = await db.select().from(orders).where(and(eq(orders.provider, values.provider), eq(orders.providerPaymentId, values.providerPaymentId)));
      return existing!;
    },

    async byOrderId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId));
      return row ?? null;
    },

    /** The provider's payment, and where its payer confirms it (none for a charge of a saved method). */
    async setProviderPayment(orderId: string, providerPaymentId: string, confirmationUrl: string | null = null): Promise<void> {
      await db.update(orders).set({ providerPaymentId, confirmationUrl, updatedAt: new Date() }).where(eq(orders.orderId, orderId));
    },

    /** A member's pending orders of one kind, newest first (the member's own only: by user id). */
    async pendingOfUser(userId: number, kind: OrderKind, limit: number): Promise<OrderRow[]> {
      return db
        .select().from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.kind, kind), eq(orders.status, 'pending')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /**
     * Moves an order from `from` to `to` only if it is still in `from` (null otherwise: another delivery moved it
     * first). `grant` stamps granted_at in the same statement, so a grant is decided by exactly one writer.
     */
    async step(orderId: string, from: OrderStatus, to: OrderStatus, grant: boolean): Promise<OrderRow | null> {
      const now = new Date();
      const [row] = await db
        .update(orders)
        .set({ status: to, updatedAt: now, ...(grant ? { grantedAt: now } : {}) })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, from)))
        .returning();
      return row ?? null;
    },

    async markChecked(orderId: string, at: Date): Promise<void> {
      await db.update(orders).set({ checkedAt: at }).where(eq(orders.orderId, orderId));
    },

    /** Records a provider event; false when it was recorded before (a replay). */
    async recordEvent(provider: PaymentProviderName, eventId: string, orderId: string): Promise<boolean> {
      const inserted = await db.insert(paymentEvents).values({ provider, eventId, orderId }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
      return inserted.length > 0;
    },

    /** A member's premium end, the row locked until the transaction ends (periods granted at once add up). */
    async lockPremiumUntil(userId: number): Promise<Date | null> {
      const [row] = await db.select({ premiumUntil: users.premiumUntil }).from(users).where(eq(users.id, userId)).for('update');
      return row?.premiumUntil ?? null;
    },

    /** Succeeded donations of [from, to) in `currency`: the newest `limit`, and the total and count of all. */
    async donations(from: Date, to: Date, currency: Currency, limit: number) {
      const where = and(eq(orders.kind, 'donation'), eq(orders.status, 'succeeded'), eq(orders.currency, currency), gte(orders.grantedAt, from), lt(orders.grantedAt, to));
      const [rows, [sum]] = await Promise.all([
        db.select({ grants: orders.grants, amount: orders.amount, at: orders.grantedAt, nameHiddenAt: orders.nameHiddenAt }).from(orders).where(where).orderBy(desc(orders.grantedAt), desc(orders.id)).limit(limit),
        db.select({ total: sql<string>`coalesce(sum(${orders.amount}), 0)`, count: sql<string>`count(*)` }).from(orders).where(where),
      ]);
      return { rows, total: Number(sum?.total ?? 0), count: Number(sum?.count ?? 0) };
    },

    /** Donations for moderators, newest first: every status (`all`) or the succeeded ones, with the member who gave. */
    async moderatorDonations(all: boolean, page: { limit: number; offset: number }) {
      const where = and(eq(orders.kind, 'donation'), all ? undefined : eq(orders.status, 'succeeded'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, nickname: users.nickname })
          .from(orders).leftJoin(users, eq(users.id, orders.userId))
          .where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A donation by its number, with the member who gave it, locked until the transaction ends. */
    async lockDonation(id: number) {
      const [row] = await db
        .select({ order: orders, nickname: users.nickname })
        .from(orders).leftJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, id), eq(orders.kind, 'donation'))).for('update', { of: orders });
      return row ?? null;
    },

    /** Hides a donation's name from the public list (or shows it again); null when it already was as asked. */
    async setNameHidden(id: number, hidden: boolean, at: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders).set({ nameHiddenAt: hidden ? at : null, updatedAt: at })
        .where(and(eq(orders.id, id), hidden ? isNull(orders.nameHiddenAt) : isNotNull(orders.nameHiddenAt)))
        .returning();
      return row ?? null;
    },

    /** An order locked until the transaction ends (a refund and a webhook about it at the same moment). */
    async lockByOrderId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
      return row ?? null;
    },
  };
}
