import { and, eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { PetListItem, PetPerson, PetSummary } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { petPhotos, pets, users } from '../../../db/schema';

/** The breeder and the owner of a pet, when they are members. */
export const breederUser = alias(users, 'breeder');
export const ownerUser = alias(users, 'owner');
const personColumns = (u: typeof breederUser | typeof ownerUser) => ({
  id: u.id, nickname: u.nickname, displayName: u.displayName, kennelName: u.kennelName, deletedAt: u.deletedAt,
});

/** The columns of a pet in a list: the pet, its breeder and owner members, its main photo (`withPeopleAndPhoto`). */
export const listColumns = {
  pet: pets,
  breeder: personColumns(breederUser),
  owner: personColumns(ownerUser),
  mainPhoto: petPhotos.url,
};

/**
 * Joins what `listColumns` reads besides the pet: its breeder, its owner and its main photo. The query reads `pets`
 * (from it, or joined to it) and is dynamic (`.$dynamic()`).
 */
export function withPeopleAndPhoto<T extends PgSelect>(query: T) {
  return query
    .leftJoin(breederUser, eq(breederUser.id, pets.breederUserId))
    .leftJoin(ownerUser, eq(ownerUser.id, pets.ownerUserId))
    .leftJoin(petPhotos, and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true)));
}

/** Selects list items: `from pets` with breeder, owner and main photo joined. */
export const selectListItems = (db: DbOrTx) => withPeopleAndPhoto(db.select(listColumns).from(pets).$dynamic());

interface PersonRow {
  id: number | null;
  nickname: string | null;
  displayName: string | null;
  kennelName: string | null;
  deletedAt: Date | null;
}
/** A row read with `listColumns`. */
export interface ListRow {
  pet: typeof pets.$inferSelect;
  breeder: PersonRow | null;
  owner: PersonRow | null;
  mainPhoto: string | null;
}

/** How a breeder or owner is shown: the member (their kennel or display name), a plain name, or a former member. */
export function person(user: PersonRow | null, userId: number | null, freeName: string | null): PetPerson {
  if (userId === null || !user || user.id === null) return { userId: null, nickname: null, name: freeName, formerMember: false };
  if (user.deletedAt) return { userId, nickname: null, name: null, formerMember: true };
  return { userId, nickname: user.nickname, name: user.kennelName ?? user.displayName ?? freeName ?? user.nickname, formerMember: false };
}

export function toPetSummary(row: ListRow): PetSummary {
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

export function toPetListItem(row: ListRow): PetListItem {
  const p = row.pet;
  return {
    ...toPetSummary(row),
    kennelPrefix: p.kennelPrefix,
    deathDate: p.deathDate,
    deathPrecision: p.deathPrecision ?? null,
    countryOfResidence: p.countryOfResidence,
    titles: p.titles,
    offeredForStud: p.offeredForStud,
    sireId: p.sireId,
    damId: p.damId,
  };
}
