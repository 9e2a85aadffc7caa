import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { breedRules, inquiries, pets, users } from '../../../db/schema';
import { offsetOf, type PageRequest } from '../../../lib/paging';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;

/** What a breeding answer shows of a member. */
export interface MemberRow {
  id: number;
  nickname: string | null;
  name: string | null;
  email: string | null;
  locale: string;
  usable: boolean;
}

/** The columns a member is read with (`memberFromColumns`). */
export interface MemberColumns {
  id: number;
  nickname: string | null;
  displayName: string | null;
  kennelName: string | null;
  email: string | null;
  locale: string;
  deletedAt: Date | string | null;
  isActive: boolean;
  isBanned: boolean;
}

/** A member as breeding answers and mails name them: nothing of a deleted account but its id. */
export const memberFromColumns = (u: MemberColumns): MemberRow => ({
  id: u.id, nickname: u.deletedAt ? null : u.nickname, name: u.deletedAt ? null : (u.kennelName ?? u.displayName ?? u.nickname),
  email: u.deletedAt ? null : u.email, locale: u.locale, usable: !u.deletedAt && u.isActive && !u.isBanned,
});

/** Breed rules, the members breeding answers name, inquiries, and the dogs the breed average is taken over. */
export function breedingRepository(db: DbOrTx) {
  return {
    async rules(breedId: string) {
      return (await db.select().from(breedRules).where(eq(breedRules.breedId, breedId)))[0];
    },

    async members(ids: number[]): Promise<Map<number, MemberRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id, nickname: users.nickname, displayName: users.displayName, kennelName: users.kennelName, email: users.email,
          locale: users.locale, deletedAt: users.deletedAt, isActive: users.isActive, isBanned: users.isBanned,
        })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((u) => [u.id, memberFromColumns(u)]));
    },

    /** Ids of the breed's published dogs born on or after `from` (the breed average COI). */
    async bornSince(breedId: string, from: string): Promise<number[]> {
      const rows = await db
        .select({ id: pets.id })
        .from(pets)
        .where(and(eq(pets.breedId, breedId), eq(pets.publishStatus, 'published'), gte(pets.birthDate, from), isNull(pets.deathDate)));
      return rows.map((r) => r.id);
    },

    async insertInquiry(values: NewInquiry): Promise<InquiryRow> {
      return (await db.insert(inquiries).values(values).returning())[0];
    },

    async inquiriesOf(recipientId: number, request: PageRequest) {
      const where = eq(inquiries.recipientId, recipientId);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(request.limit).offset(offsetOf(request)),
        db.select({ total: count() }).from(inquiries).where(where),
      ]);
      return { rows, total };
    },
  };
}
