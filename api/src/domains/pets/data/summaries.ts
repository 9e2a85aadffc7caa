import { and, count, desc, eq, or } from 'drizzle-orm';
import type { PageOf, PetSummary } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { likes, pets, reports } from '../../../db/schema';
import { offsetOf, type PageRequest, pageFrom } from '../../../lib/paging';
import { listColumns, selectListItems, toPetSummary, withPeopleAndPhoto } from './list-items';
import { type Visibility, visibilityCondition } from './visibility';

/** Pet lists shown in profiles and account pages. */
export function petSummariesRepository(db: DbOrTx) {
  return {
    /**
     * The pets a member bred or owns. `visibility`: `all` (moderators), `published` (everyone else), or `own`:
     * published pets plus the drafts and hidden pets that viewer created or owns (a breeder alone does not see another
     * member's draft of a puppy from their kennel).
     */
    byPerson(role: 'breeder' | 'owner', userId: number, visibility: Visibility, page: PageRequest): Promise<PageOf<PetSummary>> {
      const where = and(eq(role === 'breeder' ? pets.breederUserId : pets.ownerUserId, userId), visibilityCondition(visibility));
      return pageFrom(
        page,
        selectListItems(db).where(where).orderBy(desc(pets.birthDate), desc(pets.id)).limit(page.limit).offset(offsetOf(page)),
        db.select({ total: count() }).from(pets).where(where),
        toPetSummary,
      );
    },

    /**
     * The ids of the pets a member bred or owns (either role, or both), as `byPerson` orders them, and how many.
     * `withCreated`: the pets the member created count as owned (their own list: an owner is the creator or the owner
     * member, see ../access.ts).
     */
    async idsByPerson(roles: readonly ('breeder' | 'owner')[], userId: number, visibility: Visibility, limit: number, withCreated = false): Promise<{ ids: number[]; total: number }> {
      const of = (role: 'breeder' | 'owner') =>
        role === 'breeder' ? [eq(pets.breederUserId, userId)] : [eq(pets.ownerUserId, userId), ...(withCreated ? [eq(pets.createdBy, userId)] : [])];
      const where = and(or(...roles.flatMap(of)), visibilityCondition(visibility));
      const [rows, [{ total }]] = await Promise.all([
        db.select({ id: pets.id }).from(pets).where(where).orderBy(desc(pets.birthDate), desc(pets.id)).limit(limit),
        db.select({ total: count() }).from(pets).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total) };
    },

    /** The member's liked pets that `visibility` still shows (a pet since made another member's draft is left out). */
    likedBy(userId: number, visibility: Visibility, page: PageRequest) {
      const where = and(eq(likes.userId, userId), visibilityCondition(visibility));
      const rows = db.select({ ...listColumns, likedAt: likes.createdAt }).from(likes).innerJoin(pets, eq(pets.id, likes.petId)).$dynamic();
      return pageFrom(
        page,
        withPeopleAndPhoto(rows).where(where).orderBy(desc(likes.createdAt), desc(pets.id)).limit(page.limit).offset(offsetOf(page)),
        db.select({ total: count() }).from(likes).innerJoin(pets, eq(pets.id, likes.petId)).where(where),
        (r) => ({ pet: toPetSummary(r), likedAt: r.likedAt.toISOString() }),
      );
    },

    /** The member's bought reports on pets that `visibility` still shows. */
    reportsOf(userId: number, visibility: Visibility, page: PageRequest) {
      const where = and(eq(reports.userId, userId), visibilityCondition(visibility));
      const rows = db
        .select({ ...listColumns, reportId: reports.id, boughtAt: reports.createdAt })
        .from(reports)
        .innerJoin(pets, eq(pets.id, reports.petId))
        .$dynamic();
      return pageFrom(
        page,
        withPeopleAndPhoto(rows).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(page.limit).offset(offsetOf(page)),
        db.select({ total: count() }).from(reports).innerJoin(pets, eq(pets.id, reports.petId)).where(where),
        (r) => ({ id: r.reportId, pet: toPetSummary(r), createdAt: r.boughtAt.toISOString() }),
      );
    },
  };
}
