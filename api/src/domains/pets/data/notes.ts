import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { petNotes, pets } from '../../../db/schema';
import { offsetOf, type PageRequest, pageFrom } from '../../../lib/paging';
import { listColumns, toPetListItem, withPeopleAndPhoto } from './list-items';
import { type Visibility, visibilityCondition } from './visibility';

/** A member's private notes on pets (one per member and pet). */
export function notesRepository(db: DbOrTx) {
  return {
    async get(userId: number, petId: number): Promise<string | null> {
      const [row] = await db.select({ note: petNotes.note }).from(petNotes).where(and(eq(petNotes.userId, userId), eq(petNotes.petId, petId)));
      return row?.note ?? null;
    },

    /** Insert or replace the note. */
    async upsert(userId: number, petId: number, note: string) {
      const now = new Date();
      const [row] = await db
        .insert(petNotes)
        .values({ userId, petId, note, updatedAt: now })
        .onConflictDoUpdate({ target: [petNotes.userId, petNotes.petId], set: { note, updatedAt: now } })
        .returning({ petId: petNotes.petId, note: petNotes.note, updatedAt: petNotes.updatedAt });
      return row;
    },

    /** True when a note was deleted. */
    async delete(userId: number, petId: number): Promise<boolean> {
      const rows = await db.delete(petNotes).where(and(eq(petNotes.userId, userId), eq(petNotes.petId, petId))).returning({ id: petNotes.id });
      return rows.length > 0;
    },

    /** The member's notes on pets that `visibility` still shows (a pet since made another member's draft is left out). */
    list(userId: number, visibility: Visibility, page: PageRequest) {
      const where = and(eq(petNotes.userId, userId), visibilityCondition(visibility));
      const rows = db
        .select({ ...listColumns, note: petNotes.note, noteUpdatedAt: petNotes.updatedAt })
        .from(petNotes)
        .innerJoin(pets, eq(pets.id, petNotes.petId))
        .$dynamic();
      return pageFrom(
        page,
        withPeopleAndPhoto(rows).where(where).orderBy(desc(petNotes.updatedAt), desc(petNotes.id)).limit(page.limit).offset(offsetOf(page)),
        db.select({ total: count() }).from(petNotes).innerJoin(pets, eq(pets.id, petNotes.petId)).where(where),
        (r) => ({ petId: r.pet.id, note: r.note, updatedAt: r.noteUpdatedAt.toISOString(), pet: toPetListItem(r) }),
      );
    },

    /** How many notes a member has (tests, limits). */
    async countOf(userId: number): Promise<number> {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(petNotes).where(eq(petNotes.userId, userId));
      return Number(n);
    },
  };
}
