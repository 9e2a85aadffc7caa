import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PageOf, PetPerson, PetSummary } from '@bc/shared/contracts';
import type { PageRequest } from '../../../lib/paging';
import type { DbOrTx } from '../../../db/client';
import { likes, petPhotos, pets, reports, users } from '../../../db/schema';
import { type Visibility, visibilityCondition } from './visibility';

const breeder = alias(users, 'breeder');
const owner = alias(users, 'owner');
const personColumns = (u: typeof breeder | typeof owner) => ({
  id: u.id, nickname: u.nickname, displayName: u.displayName, kennelName: u.kennelName, deletedAt: u.deletedAt,
});

const summaryColumns = {
  pet: pets,
  breeder: personColumns(breeder),
  owner: personColumns(owner),
  mainPhoto: petPhotos.url,
};

interface PersonRow {
  id: number | null;
  nickname: string | null;
  displayName: string | null;
  kennelName: string | null;
  deletedAt: Date | null;
}
interface SummaryRow {
  pet: typeof pets.$inferSelect;
  breeder: PersonRow | null;
  owner: PersonRow | null;
  mainPhoto: string | null;
}

function person(user: PersonRow | null, userId: number | null, freeName: string | null): PetPerson {
  if (userId === null || !user || user.id === null) return { userId: null, nickname: null, name: freeName, formerMember: false };
  if (user.deletedAt) return { userId, nickname: null, name: null, formerMember: true };
  return { userId, nickname: user.nickname, name: user.kennelName ?? user.displayName ?? freeName ?? user.nickname, formerMember: false };
}

export function toPetSummary(row: SummaryRow): PetSummary {
  const p = row.pet;
  return {
    id: p.id,
    registeredName: p.registeredName,
    callName: p.callName,
    sex: p.sex,
    species: p.species as PetSummary['species'],
    breedId: p.breedId,
    birthDate: p.birthDate,
    birthPrecision: p.birthPrecision,
    colorId: p.colorId,
    coat: p.coat,
    countryOfBirth: p.countryOfBirth,
    publishStatus: p.publishStatus,
    mainPhoto: row.mainPhoto,
    breeder: person(row.breeder, p.breederUserId, p.breederName),
    owner: person(row.owner, p.ownerUserId, p.ownerName),
  };
}


/** Pet lists shown in profiles and account pages. */
export function petSummariesRepository(db: DbOrTx) {
  const base = () =>
    db
      .select(summaryColumns)
      .from(pets)
      .leftJoin(breeder, eq(breeder.id, pets.breederUserId))
      .leftJoin(owner, eq(owner.id, pets.ownerUserId))
      .leftJoin(petPhotos, and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true)));

  return {
    /**
     * The pets a member bred or owns. `visibility`: `all` (moderators), `published` (everyone else), or `own`:
     * published pets plus the drafts and hidden pets that viewer created or owns (a breeder alone does not see another
     * member's draft of a puppy from their kennel).
     */
    async byPerson(role: 'breeder' | 'owner', userId: number, visibility: Visibility, page: PageRequest): Promise<PageOf<PetSummary>> {
      const where = and(eq(role === 'breeder' ? pets.breederUserId : pets.ownerUserId, userId), visibilityCondition(visibility));
      const [rows, [{ total }]] = await Promise.all([
        base().where(where).orderBy(desc(pets.birthDate), desc(pets.id)).limit(page.limit).offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(pets).where(where),
      ]);
      return { items: rows.map(toPetSummary), total, page: page.page, limit: page.limit };
    },

    async likedBy(userId: number, page: PageRequest) {
      const where = eq(likes.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...summaryColumns, likedAt: likes.createdAt })
          .from(likes)
          .innerJoin(pets, eq(pets.id, likes.petId))
          .leftJoin(breeder, eq(breeder.id, pets.breederUserId))
          .leftJoin(owner, eq(owner.id, pets.ownerUserId))
          .leftJoin(petPhotos, and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true)))
          .where(where)
          .orderBy(desc(likes.createdAt), desc(pets.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(likes).where(where),
      ]);
      return { items: rows.map((r) => ({ pet: toPetSummary(r), likedAt: r.likedAt.toISOString() })), total, page: page.page, limit: page.limit };
    },

    async reportsOf(userId: number, page: PageRequest) {
      const where = eq(reports.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...summaryColumns, reportId: reports.id, boughtAt: reports.createdAt })
          .from(reports)
          .innerJoin(pets, eq(pets.id, reports.petId))
          .leftJoin(breeder, eq(breeder.id, pets.breederUserId))
          .leftJoin(owner, eq(owner.id, pets.ownerUserId))
          .leftJoin(petPhotos, and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true)))
          .where(where)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(reports).where(where),
      ]);
      return {
        items: rows.map((r) => ({ id: r.reportId, pet: toPetSummary(r), createdAt: r.boughtAt.toISOString() })),
        total, page: page.page, limit: page.limit,
      };
    },
  };
}
