import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { likes } from '../../../db/schema';

/** Members' likes of pets. */
export function likesRepository(db: DbOrTx) {
  const countOf = async (petId: number) => (await db.select({ n: count() }).from(likes).where(eq(likes.petId, petId)))[0].n;
  return {
    countOf,

    async isLiked(userId: number, petId: number): Promise<boolean> {
      const rows = await db.select({ petId: likes.petId }).from(likes).where(and(eq(likes.userId, userId), eq(likes.petId, petId)));
      return rows.length > 0;
    },

    /**
     * Holds the pet's likes until the transaction ends: toggles of one pet run one after the other, so each reads
     * its own state and count (a transaction-level advisory lock, which a pet save does not wait for).
     */
    async lockPet(petId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(7315002, ${petId}::int)`);
    },

    /** Likes the pet, or takes the like back when there was one; answers the new state and count (inside lockPet's transaction). */
    async toggle(userId: number, petId: number): Promise<{ liked: boolean; count: number }> {
      const removed = await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.petId, petId))).returning({ petId: likes.petId });
      if (removed.length === 0) await db.insert(likes).values({ userId, petId }).onConflictDoNothing();
      return { liked: removed.length === 0, count: await countOf(petId) };
    },
  };
}
