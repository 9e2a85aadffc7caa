import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { PetListItem, PetPerson, PetSummary } from '@bc/shared/contracts';
import { type DbOrTx, preparedRows, queryRows } from '../../../db/client';
import { parsed } from '../../../db/json-row';
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

/** A member as a list row names them (PersonRow): the columns, over the member `u`. */
const PERSON_FIELDS = `'id', u.id, 'nickname', u.nickname, 'displayName', u.display_name, 'kennelName', u.kennel_name, 'deletedAt', u.deleted_at`;
/** A member's JSON for a list row, read by id for the row (`column` of the pet `p`). */
const personJson = (column: string) => `(select json_build_object(${PERSON_FIELDS}) from users u where u.id = p.${column})`;
/** The pet of a list row (ListRow's `pet`: the columns toPetListItem reads), over the pet `p`: key and column. */
const LIST_PET_FIELDS = [
  ['id', 'p.id'], ['registeredName', 'p.registered_name'], ['callName', 'p.call_name'], ['sex', 'p.sex'], ['species', 'p.species'],
  ['breedId', 'p.breed_id'], ['birthDate', 'p.birth_date'], ['birthPrecision', 'p.birth_precision'], ['colorId', 'p.color_id'],
  ['coat', 'p.coat'], ['countryOfBirth', 'p.country_of_birth'], ['publishStatus', 'p.publish_status'],
  ['breederUserId', 'p.breeder_user_id'], ['breederName', 'p.breeder_name'], ['ownerUserId', 'p.owner_user_id'],
  ['ownerName', 'p.owner_name'], ['kennelPrefix', 'p.kennel_prefix'], ['deathDate', 'p.death_date'],
  ['deathPrecision', 'p.death_precision'], ['countryOfResidence', 'p.country_of_residence'], ['titles', 'p.titles'],
  ['offeredForStud', 'p.offered_for_stud'], ['sireId', 'p.sire_id'], ['damId', 'p.dam_id'],
] as const;
const LIST_PET_JSON = `json_build_object(${LIST_PET_FIELDS.map(([key, column]) => `'${key}', ${column}`).join(', ')})`;
/** The same as an array, in LIST_PET_FIELDS' order (PGlite builds it in half the time: the warm-up's 200,000 pets). */
const LIST_PET_TUPLE = `json_build_array(${LIST_PET_FIELDS.map(([, column]) => column).join(', ')})`;
const petOfTuple = (tuple: unknown[]): ListRow['pet'] => Object.fromEntries(LIST_PET_FIELDS.map(([key], i) => [key, tuple[i]])) as ListRow['pet'];
/**
 * A pet's list row as JSON, over the pet `p`: what `toPetListItem` reads (the same on both drivers). The breeder, the
 * owner and the main photo are looked up per row (joined instead, PGlite took ~3 ms to plan the three joins).
 */
export const LIST_ROW_JSON = `json_build_object(
    'pet', ${LIST_PET_JSON},
    'breeder', ${personJson('breeder_user_id')}, 'owner', ${personJson('owner_user_id')},
    'mainPhoto', (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main limit 1))`;
/** A list item from its row read as LIST_ROW_JSON (an object, or its text). */
export const listItemOf = (json: ListRow | string): PetListItem => toPetListItem(parsed(json)!);

/**
 * The list rows of pets by id, in the order given, that the caller may see ($2: every pet; else published ones and
 * those created or owned by member $3), as one JSON text (PGlite's thread hands text over without parsing it). One
 * fixed text, run as a prepared statement (preparedRows): listItemsById.
 */
const LIST_ROWS_SQL = `select coalesce(json_agg(${LIST_ROW_JSON} order by k.n), '[]'::json)::text as items
  from unnest($1::int[]) with ordinality as k(id, n)
  join pets p on p.id = k.id
  where $2::boolean or p.publish_status = 'published' or p.created_by = $3::int or p.owner_user_id = $3::int`;

/**
 * The list items of pets by id, in the order given, in one prepared statement: of every pet (`'all'`: moderators,
 * pages that checked access themselves), or of those published and those created or owned by member `seer` (null:
 * a visitor).
 */
export async function listItemsById(db: DbOrTx, ids: number[], seer: 'all' | number | null): Promise<PetListItem[]> {
  if (ids.length === 0) return [];
  const [row] = await preparedRows<{ items: ListRow[] | string }>(db, 'pets_list_rows', LIST_ROWS_SQL, [ids, seer === 'all', typeof seer === 'number' ? seer : 0]);
  return parsed(row.items)!.map(listItemOf);
}

/**
 * What every pet's list item is made of besides the pet, read at once (what warms the search items: looked up per row
 * as LIST_ROW_JSON does, 200,000 pets took 4 times as long): the members by id, and the main photos by pet.
 */
export interface ListItemParts {
  members: Map<number, PersonRow>;
  mainPhotos: Map<number, string>;
}

export async function readListItemParts(db: DbOrTx): Promise<ListItemParts> {
  const [row] = await queryRows<{ members: string; photos: string }>(db, sql.raw(`select
    (select coalesce(json_agg(json_build_object(${PERSON_FIELDS})), '[]'::json)::text from users u) as members,
    (select coalesce(json_agg(json_build_array(ph.pet_id, ph.url)), '[]'::json)::text from pet_photos ph where ph.is_main) as photos`));
  const members = new Map((JSON.parse(row.members) as PersonRow[]).map((m) => [m.id as number, m]));
  const mainPhotos = new Map<number, string>();
  for (const [petId, url] of JSON.parse(row.photos) as [number, string][]) if (!mainPhotos.has(petId)) mainPhotos.set(petId, url);
  return { members, mainPhotos };
}

const LIST_PETS_AFTER_SQL = `select coalesce(json_agg(${LIST_PET_TUPLE} order by p.id), '[]'::json)::text as pets
  from (select * from pets where id > $1::int order by id limit $2::int) p`;

/**
 * The list items of the pets after id `after`, `limit` of them in the order of their ids, made with `parts` (one
 * prepared statement): the search items' warm-up, which reads `parts` again after any change.
 */
export async function listItemsAfter(db: DbOrTx, parts: ListItemParts, after: number, limit: number): Promise<PetListItem[]> {
  const [row] = await preparedRows<{ pets: unknown[][] | string }>(db, 'pets_list_pets_after', LIST_PETS_AFTER_SQL, [after, limit]);
  return parsed(row.pets)!.map(petOfTuple).map((pet) =>
    toPetListItem({
      pet,
      breeder: pet.breederUserId === null ? null : parts.members.get(pet.breederUserId) ?? null,
      owner: pet.ownerUserId === null ? null : parts.members.get(pet.ownerUserId) ?? null,
      mainPhoto: parts.mainPhotos.get(pet.id) ?? null,
    }),
  );
}
