import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DatePrecision, PublishStatus, Sex } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { petPhotos, pets } from '../../../db/schema';
import { criteriaConditions } from '../../pets/data/search';

/** What a tree slot, a common ancestor or a DNA list shows of a pet. */
export interface PedigreePet {
  id: number;
  registeredName: string;
  callName: string | null;
  kennelPrefix: string | null;
  sex: Sex;
  colorId: string | null;
  birthDate: string | null;
  birthPrecision: DatePrecision;
  titles: string | null;
  thumbnail: string | null;
  publishStatus: PublishStatus;
  ownerUserId: number | null;
  breederUserId: number | null;
  createdBy: number | null;
  offeredForStud: boolean;
}

/** The join of a pet's main photo. */
const MAIN_PHOTO = and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true));
/** Pets with these ids, as one array parameter. */
const idIn = (ids: readonly number[]) => sql`${pets.id} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The pets with these ids in one SELECT (main photo as thumbnail). The ids go as one array parameter
 * (`= any($1::int[])`): a depth-10 tree has up to 2,047 slots, and one parameter per id plans slower.
 */
async function readPedigreePets(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, PedigreePet>> {
  const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  const result = new Map<number, PedigreePet>();
  if (unique.length === 0) return result;
  const rows = await db
    .select({
      id: pets.id,
      registeredName: pets.registeredName,
      callName: pets.callName,
      kennelPrefix: pets.kennelPrefix,
      sex: pets.sex,
      colorId: pets.colorId,
      birthDate: pets.birthDate,
      birthPrecision: pets.birthPrecision,
      titles: pets.titles,
      thumbnail: petPhotos.url,
      publishStatus: pets.publishStatus,
      ownerUserId: pets.ownerUserId,
      breederUserId: pets.breederUserId,
      createdBy: pets.createdBy,
      offeredForStud: pets.offeredForStud,
    })
    .from(pets)
    .leftJoin(petPhotos, MAIN_PHOTO)
    .where(idIn(unique));
  for (const row of rows) result.set(row.id, row);
  return result;
}

/** What a tree shows of a dog, and who may see it (cached in memory: see dog-cards.ts). */
export interface DogCard {
  id: number;
  registeredName: string;
  sex: Sex;
  /** The year of birth: a tree shows no more of the date. */
  birthYear: number | null;
  colorId: string | null;
  titles: string | null;
  /** The main photo's URL. */
  thumbnail: string | null;
  publishStatus: PublishStatus;
  ownerUserId: number | null;
  createdBy: number | null;
}

/**
 * The cards of the pets `which` picks (a condition, an order and a limit on `pets`), by id, as one JSON text: PGlite
 * builds rows slowly (2,000 cards as rows took 52–88 ms in a probe, as one text 23 ms).
 */
async function readDogCardsWhere(db: DbOrTx, which: SQL): Promise<DogCard[]> {
  const [row] = await queryRows<{ cards: string | null }>(db, sql`select json_agg(json_build_array(p.id, p.registered_name, p.sex,
      extract(year from p.birth_date)::int, p.color_id, p.titles, (select ph.url from pet_photos ph where ph.pet_id = p.id and ph.is_main),
      p.publish_status, p.owner_user_id, p.created_by) order by p.id)::text as cards
    from (select * from pets ${which}) p`);
  if (!row?.cards) return [];
  return (JSON.parse(row.cards) as DogCardTuple[]).map(([id, registeredName, sex, birthYear, colorId, titles, thumbnail, publishStatus, ownerUserId, createdBy]) => ({
    id, registeredName, sex, birthYear, colorId, titles, thumbnail, publishStatus, ownerUserId, createdBy,
  }));
}
type DogCardTuple = [number, string, Sex, number | null, string | null, string | null, string | null, PublishStatus, number | null, number | null];

/** The cards of the pets with these ids (those that exist), in one SELECT with the ids as one array parameter. */
async function readDogCards(db: DbOrTx, ids: readonly number[]): Promise<DogCard[]> {
  if (ids.length === 0) return [];
  return readDogCardsWhere(db, sql`where ${idIn(ids)}`);
}

/** The cards of the first `limit` pets whose id is above `after`, by id: what warming reads. */
async function readDogCardsAfter(db: DbOrTx, after: number, limit: number): Promise<DogCard[]> {
  return readDogCardsWhere(db, sql`where id > ${after}::int order by id limit ${limit}::int`);
}

/** Which published males a stud ranking considers (validated: see stud-ranking.ts). */
export interface CandidateSireFilter {
  /** Only males offered for stud. */
  offeredOnly: boolean;
  countriesOfResidence?: string[];
  birthYearFrom?: number;
  birthYearTo?: number;
  alive?: boolean;
}

/**
 * Ids of published males matching the filter, folded into one text: there can be 100,000 of them, and row
 * objects are slow to build on PGlite. The conditions are the pet search's own (criteriaConditions), so
 * "born 2015 to 2018" or "alive" mean the same here as in GET /api/pets.
 */
async function readCandidateSires(db: DbOrTx, filter: CandidateSireFilter): Promise<number[]> {
  const where = criteriaConditions(db, {
    visibility: { kind: 'published' },
    sex: 'male',
    offeredForStud: filter.offeredOnly ? true : undefined,
    countriesOfResidence: filter.countriesOfResidence,
    birthYearFrom: filter.birthYearFrom,
    birthYearTo: filter.birthYearTo,
    alive: filter.alive,
  });
  const [row] = await db.select({ a: sql<string | null>`string_agg(${pets.id}::text, ',')` }).from(pets).where(where);
  return row?.a ? row.a.split(',').map(Number) : [];
}

/** What a stud ranking's row adds about a male: where he lives and his published offspring. */
export interface StudFacts {
  countryOfResidence: string | null;
  breedId: string;
  offspringCount: number;
}

/** The stud facts of these pets in one SELECT (the offspring counted through the sire index). */
async function readStudFacts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, StudFacts>> {
  const result = new Map<number, StudFacts>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: pets.id,
      countryOfResidence: pets.countryOfResidence,
      breedId: pets.breedId,
      offspringCount: sql<number>`(select count(*)::int from pets as c where c.sire_id = "pets"."id" and c.publish_status = 'published')`,
    })
    .from(pets)
    .where(idIn(ids));
  for (const { id, ...facts } of rows) result.set(id, { ...facts, offspringCount: Number(facts.offspringCount) });
  return result;
}

/** What trees, DNA lists and rankings show of pets. */
export function pedigreePetsRepository(db: DbOrTx) {
  return {
    pets: (ids: Iterable<number>) => readPedigreePets(db, ids),
    dogCards: (ids: readonly number[]) => readDogCards(db, ids),
    dogCardsAfter: (after: number, limit: number) => readDogCardsAfter(db, after, limit),
    candidateSires: (filter: CandidateSireFilter) => readCandidateSires(db, filter),
    studFacts: (ids: readonly number[]) => readStudFacts(db, ids),
  };
}
