import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { UsersQuery } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { containing } from '../../../db/like';
import { offsetOf } from '../../../lib/paging';
import { likes, petNotes, users } from '../../../db/schema';
import type { Emit } from '../../events';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Every update tells `usersChanged` (the auth cache forgets what it knew; names shown beside pets change). */
export function usersRepository(db: DbOrTx, emit: Emit) {
  const one = async (where: SQL | undefined) => (await db.select().from(users).where(where).limit(1))[0];
  return {
    byId: (id: number) => one(eq(users.id, id)),
    byEmail: (email: string) => one(eq(users.email, email.toLowerCase())),
    byNickname: (nickname: string) => one(sql`lower(${users.nickname}) = ${nickname.toLowerCase()}`),

    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values({ ...values, email: values.email?.toLowerCase() }).returning();
      return row;
    },

    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      emit('usersChanged', { ids: [id] });
      return row;
    },

    /** Moderators' list: search by email, nickname, names or kennel; filter by role. */
    async list(query: UsersQuery & { page: number; limit: number }, now = new Date()): Promise<{ rows: UserRow[]; total: number }> {
      const filters: (SQL | undefined)[] = [];
      if (query.q) {
        const pattern = containing(query.q);
        filters.push(
          or(
            ilike(users.email, pattern), ilike(users.nickname, pattern), ilike(users.displayName, pattern),
            ilike(users.kennelName, pattern), ilike(users.kennelPrefix, pattern),
          ),
        );
      }
      if (query.role === 'moderator') filters.push(eq(users.isModerator, true));
      if (query.role === 'banned') filters.push(and(eq(users.isBanned, true), or(isNull(users.bannedUntil), gt(users.bannedUntil, now))));
      if (query.role === 'premium') filters.push(gt(users.premiumUntil, now));
      if (query.role === 'inactive') filters.push(and(eq(users.isActive, false), isNull(users.deletedAt)));
      if (query.role === 'deleted') filters.push(isNotNull(users.deletedAt));
      const where = and(...filters);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(users.id)).limit(query.limit).offset(offsetOf(query)),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total };
    },

    /** Deletes a member's likes and private notes. */
    async removeActivity(id: number): Promise<void> {
      await db.delete(likes).where(eq(likes.userId, id));
      await db.delete(petNotes).where(eq(petNotes.userId, id));
    },

    /** Removes personal data; the row stays so the pets registered by the user keep their link. */
    async anonymise(id: number): Promise<void> {
      await db
        .update(users)
        .set({
          email: null, passwordHash: null, nickname: null, displayName: null, country: null, city: null,
          kennelName: null, kennelPrefix: null, contacts: {}, about: null, avatar: null, avatarUploadId: null, isActive: false,
          isModerator: false, premiumUntil: null, deletedAt: new Date(), updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      emit('usersChanged', { ids: [id] });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
