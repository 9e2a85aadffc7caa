import { and, asc, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MyPetsQuery, MyPetsResponse, PageOf, PetListItem, PetSort, PublishStatus, Sex } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { containing } from '../../../db/like';
import { petDnaResults, petHealthResults, petPhotos, pets, users } from '../../../db/schema';
import { batched } from '../../../lib/batched';
import { offsetOf } from '../../../lib/paging';
import { type ListItemParts, type ListRow, listColumns, listItemsAfter, listItemsById, readListItemParts, toPetListItem, withPeopleAndPhoto } from './list-items';
import { visibilityCondition, type Visibility } from './visibility';

/**
 * A health clause after validation against the dictionary: the option set, DNA test or scale id, and the accepted
 * values. `byParentage`: a DNA clause also accepts the pets clear by parentage, whose ids (`parentageIds`, from the
 * pedigree engine) are filled in before the search runs (reads.ts).
 */
export type HealthCondition =
  | { kind: 'dna'; set: string; testId: string; values: string[]; byParentage?: boolean; parentageIds?: Int32Array }
  | { kind: 'scale'; set: string; scaleId: string; values: string[] };

/** A pet's recorded result for the option set of a health clause. */
export interface HealthMatch {
  set: string;
  value: string;
}

/** A person filter: a member id, or part of a name (`userIds`: the members whose names match, looked up first). */
export type PersonFilter = { userId: number } | { name: string; userIds?: number[] };

/** Validated, normalised search criteria (query.ts builds them from the query string). */
export interface PetCriteria {
  visibility: Visibility;
  /** Normalised text (normalizeSearch). */
  text?: string;
  sex?: Sex;
  species?: string;
  breed?: string;
  colors?: string[];
  coats?: string[];
  countriesOfBirth?: string[];
  countriesOfResidence?: string[];
  birthYearFrom?: number;
  birthYearTo?: number;
  alive?: boolean;
  offeredForStud?: boolean;
  hasPhotos?: boolean;
  health?: HealthCondition[];
  breeder?: PersonFilter;
  owner?: PersonFilter;
  status?: PublishStatus;
  /** Only the member's own pets: those they created, own or bred, or all three (GET /api/pets/user-pets). */
  member?: { userId: number; role: NonNullable<MyPetsQuery['role']> };
  sort: PetSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

/**
 * Short queries cannot use trigrams: they match the start of a field of `search_text` (registered name, call name,
 * a registration number, the microchip) through the GIN index on `pet_prefix_keys(search_text)` (migration 0006).
 */
export const MIN_TRIGRAM_QUERY = 3;

const NAME_KEY = sql`${pets.sortName} collate "C"`;
function textCondition(text: string): SQL {
  if (text.length < MIN_TRIGRAM_QUERY) return sql`pet_prefix_keys(${pets.searchText}) @> array[${text}]::text[]`;
  return sql`${pets.searchText} like ${containing(text)}`;
}

/** The plain-text name (trigram index) or one of the matching members (btree): a BitmapOr of two index scans. */
function personCondition(filter: PersonFilter, userColumn: typeof pets.breederUserId | typeof pets.ownerUserId, nameColumn: typeof pets.breederName | typeof pets.ownerName): SQL | undefined {
  if ('userId' in filter) return eq(userColumn, filter.userId);
  const byName = ilike(nameColumn, containing(filter.name));
  return filter.userIds && filter.userIds.length > 0 ? or(byName, inArray(userColumn, filter.userIds)) : byName;
}

/** Members whose kennel, display name or nickname contains `name`. */
async function membersNamed(db: DbOrTx, name: string): Promise<number[]> {
  const pattern = containing(name);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.kennelName, pattern), ilike(users.displayName, pattern), ilike(users.nickname, pattern)))
    .limit(1000);
  return rows.map((r) => r.id);
}

/** Looks up the members a name filter stands for. */
async function resolvePeople(db: DbOrTx, c: PetCriteria): Promise<PetCriteria> {
  const resolve = async (filter: PersonFilter | undefined) =>
    filter && 'name' in filter && filter.userIds === undefined ? { ...filter, userIds: await membersNamed(db, filter.name) } : filter;
  if (!c.breeder && !c.owner) return c;
  return { ...c, breeder: await resolve(c.breeder), owner: await resolve(c.owner) };
}

/** `pets.id = any('{…}'::int[])`: one parameter however many ids (clear by parentage may be thousands of pets). */
const idAmong = (ids: ArrayLike<number>) => sql`${pets.id} = any(${`{${Array.from(ids).join(',')}}`}::int[])`;

function healthCondition(db: DbOrTx, condition: HealthCondition): SQL | undefined {
  if (condition.kind === 'dna') {
    const tested = condition.values.length === 0 ? undefined : exists(
      db.select({ one: sql`1` }).from(petDnaResults).where(
        and(eq(petDnaResults.petId, pets.id), eq(petDnaResults.testId, condition.testId), inArray(petDnaResults.result, condition.values)),
      ),
    );
    if (!condition.byParentage) return tested;
    const inferred = condition.parentageIds && condition.parentageIds.length > 0 ? idAmong(condition.parentageIds) : sql`false`;
    return tested ? or(tested, inferred) : inferred;
  }
  return exists(
    db.select({ one: sql`1` }).from(petHealthResults).where(
      and(eq(petHealthResults.petId, pets.id), eq(petHealthResults.scaleId, condition.scaleId), inArray(petHealthResults.score, condition.values)),
    ),
  );
}

const yearStart = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

/** How a member is related to a pet: created the record, is named its owner, or bred it. */
const memberRelation = (userId: number) => ({
  created: eq(pets.createdBy, userId),
  owned: eq(pets.ownerUserId, userId),
  bred: eq(pets.breederUserId, userId),
});

/** The WHERE of criteria (their ordering and paging are the caller's). */
export function criteriaConditions(db: DbOrTx, c: Omit<PetCriteria, 'sort' | 'order' | 'page' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibilityCondition(c.visibility)];
  if (c.member) {
    const relation = memberRelation(c.member.userId);
    conditions.push(c.member.role === 'all' ? or(relation.created, relation.owned, relation.bred) : relation[c.member.role]);
  }
  if (c.text) conditions.push(textCondition(c.text));
  if (c.sex) conditions.push(eq(pets.sex, c.sex));
  if (c.species) conditions.push(eq(pets.species, c.species));
  if (c.breed) conditions.push(eq(pets.breedId, c.breed));
  if (c.colors) conditions.push(inArray(pets.colorId, c.colors));
  if (c.coats) conditions.push(inArray(pets.coat, c.coats));
  if (c.countriesOfBirth) conditions.push(inArray(pets.countryOfBirth, c.countriesOfBirth));
  if (c.countriesOfResidence) conditions.push(inArray(pets.countryOfResidence, c.countriesOfResidence));
  if (c.birthYearFrom !== undefined) conditions.push(gte(pets.birthDate, yearStart(c.birthYearFrom)));
  if (c.birthYearTo !== undefined) conditions.push(lt(pets.birthDate, yearStart(c.birthYearTo + 1)));
  if (c.alive !== undefined) conditions.push(c.alive ? isNull(pets.deathDate) : isNotNull(pets.deathDate));
  if (c.offeredForStud !== undefined) conditions.push(eq(pets.offeredForStud, c.offeredForStud));
  if (c.hasPhotos !== undefined) {
    const any = exists(db.select({ one: sql`1` }).from(petPhotos).where(eq(petPhotos.petId, pets.id)));
    conditions.push(c.hasPhotos ? any : sql`not ${any}`);
  }
  for (const h of c.health ?? []) conditions.push(healthCondition(db, h));
  if (c.breeder) conditions.push(personCondition(c.breeder, pets.breederUserId, pets.breederName));
  if (c.owner) conditions.push(personCondition(c.owner, pets.ownerUserId, pets.ownerName));
  if (c.status) conditions.push(eq(pets.publishStatus, c.status));
  return and(...conditions);
}

function orderOf(sort: PetSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'name':
      return [dir(NAME_KEY), dir(pets.id)];
    case 'birth':
      return [order === 'asc' ? sql`${pets.birthDate} asc nulls last` : sql`${pets.birthDate} desc nulls last`, dir(pets.id)];
    case 'newest':
      return [dir(pets.createdAt), dir(pets.id)];
  }
}

/** The pet search of GET /api/pets, /for-stud and /user-pets. */
export function petSearchRepository(db: DbOrTx) {
  /**
   * A search by text: the pets whose text matches, read once through the text index (trigrams, or the prefix keys
   * for one and two letters), then filtered, counted and sorted — one statement that answers the page's ids and the
   * total, and a second that reads the page's 20-odd rows. The matches are fenced off in a subquery (`offset 0`) so
   * that the planner cannot take another way in: left to itself it walked the name index and tested every pet until
   * it had a page (187,000 rows for `q=vetero&alive=true`, whose names all sort under V: 250 ms alone, seconds under
   * load) or read every pet born since a year through the birth-date index (84,000 rows for `q=she&birthYearFrom=2018`).
   */
  async function textPage<S extends Record<string, SQL>>(c: PetCriteria & { text: string }, where: SQL | undefined, select: S) {
    const offset = offsetOf(c);
    const matches = sql`(select * from ${pets} where ${textCondition(c.text)} offset 0) as ${pets}`;
    const ranked = await queryRows<{ id: number; total: number | string }>(
      db,
      sql`select ${pets.id} as id, count(*) over () as total from ${matches} where ${where ?? sql`true`}
          order by ${sql.join(orderOf(c.sort, c.order), sql`, `)} limit ${c.limit} offset ${offset}`,
    );
    // A page past the end has no row to carry the total: count it apart (the same fenced read).
    const total = ranked.length > 0 || offset === 0
      ? Number(ranked[0]?.total ?? 0)
      : Number((await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${matches} where ${where ?? sql`true`}`))[0].n);
    const rows = await rowsInOrder(ranked.map((r) => Number(r.id)), select);
    return { rows, total, page: c.page, limit: c.limit };
  }

  /** The list rows of these pets, in the order of `ids`. */
  async function rowsInOrder<S extends Record<string, SQL>>(ids: number[], select: S) {
    if (ids.length === 0) return [];
    const rows = await withPeopleAndPhoto(db.select({ ...listColumns, ...select }).from(pets).$dynamic()).where(inArray(pets.id, ids));
    const position = new Map(ids.map((id, k) => [id, k]));
    const at = (row: unknown) => position.get((row as ListRow).pet.id) ?? 0;
    rows.sort((a, b) => at(a) - at(b));
    return rows;
  }

  /**
   * Without text: two statements, each planned for its own job — the page (list columns joined for its 20-odd rows;
   * the planner may walk the sort index) and the total. One statement with `count(*) over ()` made PostgreSQL walk the
   * whole sort index (276 ms instead of ~10). `select`: more columns.
   */
  async function page<S extends Record<string, SQL>>(criteria: PetCriteria, select: S) {
    const c = await resolvePeople(db, criteria);
    const where = criteriaConditions(db, c);
    if (c.text !== undefined) return textPage({ ...c, text: c.text }, where, select);
    const [rows, [{ n }]] = await Promise.all([
      withPeopleAndPhoto(db.select({ ...listColumns, ...select }).from(pets).$dynamic())
        .where(where)
        .orderBy(...orderOf(c.sort, c.order))
        .limit(c.limit)
        .offset(offsetOf(c)),
      db.select({ n: sql<number>`count(*)` }).from(pets).where(where),
    ]);
    return { rows, total: Number(n), page: c.page, limit: c.limit };
  }

  /**
   * The list items of the pages found at one moment, in one statement per kind of caller (`seer`: 'all', 'visitor' or
   * a member's id, as listItemsById): under load, many searches' pages are one round trip. Keyed `seer:id`.
   */
  const listItems = batched(async (keys: string[]) => {
    const bySeer = new Map<string, number[]>();
    for (const key of keys) {
      const colon = key.indexOf(':');
      const seer = key.slice(0, colon);
      const ids = bySeer.get(seer) ?? [];
      ids.push(Number(key.slice(colon + 1)));
      bySeer.set(seer, ids);
    }
    const found = new Map<string, PetListItem>();
    await Promise.all([...bySeer].map(async ([seer, ids]) => {
      const items = await listItemsById(db, ids, seer === 'all' ? 'all' : seer === 'visitor' ? null : Number(seer));
      for (const item of items) found.set(`${seer}:${item.id}`, item);
    }));
    return found;
  });

  return {
    /** What every pet's list item is made of besides the pet (the search items' warm-up: see listItemsAfter). */
    itemParts: () => readListItemParts(db),
    /** Every pet's list item, `limit` at a time by id, after id `after` (the search items' warm-up; no access check). */
    itemsAfter: (parts: ListItemParts, after: number, limit: number) => listItemsAfter(db, parts, after, limit),

    /**
     * The ids of the criteria's page in their order, and how many match (one statement; the text fenced off as in
     * `textPage`): what an export reads when the search index cannot answer, its page being every dog up to its limit.
     */
    async ids(criteria: PetCriteria): Promise<{ ids: number[]; total: number }> {
      const c = await resolvePeople(db, criteria);
      const where = criteriaConditions(db, c);
      const from = c.text === undefined ? sql`${pets}` : sql`(select * from ${pets} where ${textCondition(c.text)} offset 0) as ${pets}`;
      const rows = await queryRows<{ id: number; total: number | string }>(
        db,
        sql`select ${pets.id} as id, count(*) over () as total from ${from} where ${where ?? sql`true`}
            order by ${sql.join(orderOf(c.sort, c.order), sql`, `)} limit ${c.limit} offset ${offsetOf(c)}`,
      );
      return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
    },

    async search(criteria: PetCriteria): Promise<PageOf<PetListItem>> {
      const { rows, ...rest } = await page(criteria, {});
      return { items: rows.map(toPetListItem), ...rest };
    },

    /**
     * A page the search index found (../search-index.ts): its pets' rows, read by id. Who may see them is checked
     * again here, so a pet hidden since the index last heard of it is left out rather than shown.
     */
    async pageOf(criteria: PetCriteria, found: { ids: number[]; total: number }): Promise<PageOf<PetListItem>> {
      const page = { total: found.total, page: criteria.page, limit: criteria.limit };
      if (found.ids.length === 0) return { items: [], ...page };
      const v = criteria.visibility;
      const seer = v.kind === 'all' ? 'all' : v.kind === 'own' ? String(v.userId) : 'visitor';
      const items = await Promise.all(found.ids.map((id) => listItems(`${seer}:${id}`)));
      return { items: items.filter((item): item is PetListItem => item !== undefined), ...page };
    },

    /** The recorded results of these pets for the option sets of the health clauses, by pet. */
    async healthOf(ids: number[], conditions: HealthCondition[]): Promise<Map<number, HealthMatch[]>> {
      const byPet = new Map<number, HealthMatch[]>();
      const add = (petId: number, match: HealthMatch) => byPet.set(petId, [...(byPet.get(petId) ?? []), match]);
      const dna = conditions.filter((c) => c.kind === 'dna');
      const scales = conditions.filter((c) => c.kind === 'scale');
      if (ids.length === 0 || conditions.length === 0) return byPet;
      const [dnaRows, scaleRows] = await Promise.all([
        dna.length === 0 ? [] : db.select({ petId: petDnaResults.petId, testId: petDnaResults.testId, value: petDnaResults.result }).from(petDnaResults)
          .where(and(inArray(petDnaResults.petId, ids), inArray(petDnaResults.testId, dna.map((c) => c.testId)))),
        scales.length === 0 ? [] : db.select({ petId: petHealthResults.petId, scaleId: petHealthResults.scaleId, value: petHealthResults.score }).from(petHealthResults)
          .where(and(inArray(petHealthResults.petId, ids), inArray(petHealthResults.scaleId, scales.map((c) => c.scaleId)))),
      ]);
      const setOfTest = new Map(dna.map((c) => [c.testId, c.set]));
      for (const row of dnaRows) add(row.petId, { set: setOfTest.get(row.testId) as string, value: row.value });
      for (const row of scaleRows) add(row.petId, { set: row.scaleId, value: row.value });
      return byPet;
    },

    /** A page of the member's own pets (`criteria.member`), each with how the member is related to it. */
    async memberPets(criteria: PetCriteria & { member: NonNullable<PetCriteria['member']> }): Promise<MyPetsResponse> {
      const flag = (condition: SQL) => sql<boolean>`coalesce(${condition}, false)`;
      const relation = memberRelation(criteria.member.userId);
      const { rows, ...rest } = await page(criteria, { created: flag(relation.created), owned: flag(relation.owned), bred: flag(relation.bred) });
      return {
        items: rows.map((row) => ({ ...toPetListItem(row), relation: { created: row.created === true, owned: row.owned === true, bred: row.bred === true } })),
        ...rest,
      };
    },
  };
}
