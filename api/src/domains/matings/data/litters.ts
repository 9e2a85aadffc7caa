import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { containing } from '../../../db/like';
import { inquiries, litters, matings, petPhotos, pets } from '../../../db/schema';
import { offsetOf, type PageRequest } from '../../../lib/paging';
import type { DbOrTx } from '../../../db/client';
import { rowFromJson } from '../../../db/json-row';
import { availableOf, availableText, type ListedJson, type ListedMating, listedMatingText, listedMemberText, listedPetText, type ListedRow, parsed } from './listed';
import { filterShape, listedOn, listedRows, listedStatement } from './listed-statement';
import type { ListFilter } from './matings';

export type LitterRow = typeof litters.$inferSelect;
export type NewLitter = typeof litters.$inferInsert;
export type LitterChanges = Partial<Omit<NewLitter, 'id' | 'createdAt' | 'createdBy' | 'version'>>;

/** A puppy row: the pet's columns a litter shows. */
export interface PuppyRow {
  id: number;
  registeredName: string;
  callName: string | null;
  sex: 'male' | 'female';
  colorId: string | null;
  coat: string | null;
  microchip: string | null;
  availability: 'available' | 'reserved' | 'sold' | 'kept' | null;
  mainPhoto: string | null;
  publishStatus: 'draft' | 'published' | 'hidden';
  createdBy: number | null;
  ownerUserId: number | null;
}

const litterFromJson = rowFromJson(litters);

/** Puppies offered now: available and published. */
const AVAILABLE = availableOf(litters.id);

/** Litters: rows, their puppies, the public list and a member's own. */
export function littersRepository(db: DbOrTx) {
  const page = async (where: SQL | undefined, request: PageRequest) => {
    const [rows, [{ total }]] = await Promise.all([
      db.select({ litter: litters, available: AVAILABLE }).from(litters).where(where)
        .orderBy(desc(litters.birthDate), desc(litters.id)).limit(request.limit).offset(offsetOf(request)),
      db.select({ total: count() }).from(litters).where(where),
    ]);
    return { rows, total };
  };
  return {
    async byId(id: number): Promise<LitterRow | undefined> {
      return (await db.select().from(litters).where(eq(litters.id, id)))[0];
    },

    async byIds(ids: number[]): Promise<Map<number, LitterRow>> {
      if (ids.length === 0) return new Map();
      return new Map((await db.select().from(litters).where(inArray(litters.id, ids))).map((r) => [r.id, r]));
    },

    async lockById(id: number): Promise<LitterRow | undefined> {
      return (await db.select().from(litters).where(eq(litters.id, id)).for('update'))[0];
    },

    async insert(values: NewLitter): Promise<LitterRow> {
      return (await db.insert(litters).values(values).returning())[0];
    },

    async update(id: number, changes: LitterChanges): Promise<LitterRow> {
      return (await db.update(litters).set({ ...changes, updatedAt: new Date(), version: sql`${litters.version} + 1` }).where(eq(litters.id, id)).returning())[0];
    },

    async delete(id: number): Promise<void> {
      await db.update(matings).set({ litterId: null }).where(eq(matings.litterId, id));
      await db.delete(litters).where(eq(litters.id, id));
    },

    /** The puppies of litters (pets whose `litter_id` is one of them), by litter, in the order they were added. */
    async puppies(litterIds: number[]): Promise<Map<number, PuppyRow[]>> {
      const byLitter = new Map<number, PuppyRow[]>(litterIds.map((id) => [id, []]));
      if (litterIds.length === 0) return byLitter;
      const rows = await db
        .select({
          litterId: pets.litterId, id: pets.id, registeredName: pets.registeredName, callName: pets.callName, sex: pets.sex,
          colorId: pets.colorId, coat: pets.coat, microchip: pets.microchip, availability: pets.availability, mainPhoto: petPhotos.url,
          publishStatus: pets.publishStatus, createdBy: pets.createdBy, ownerUserId: pets.ownerUserId,
        })
        .from(pets)
        .leftJoin(petPhotos, and(eq(petPhotos.petId, pets.id), eq(petPhotos.isMain, true)))
        .where(inArray(pets.litterId, litterIds))
        .orderBy(pets.id);
      for (const { litterId, ...puppy } of rows) byLitter.get(litterId!)?.push(puppy);
      return byLitter;
    },

    /** How many puppies of each litter are available (published). */
    async availableCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: litters.id, available: AVAILABLE }).from(litters).where(inArray(litters.id, ids));
      return new Map(rows.map((r) => [r.id, Number(r.available)]));
    },

    /** Litters of a dam born in [from, to] (the breeding rules' litter count), `except` one being written. */
    async countOfDam(damId: number, from: string, to: string, except: number | null): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(litters)
        .where(and(eq(litters.damId, damId), gte(litters.birthDate, from), lte(litters.birthDate, to), except === null ? undefined : sql`${litters.id} <> ${except}`));
      return n;
    },

    /**
     * Public litters with available puppies, listed on `today`; `createdBy` narrows them to one member's; newest
     * first. One prepared statement per filter shape (listed-statement.ts): the page's rows cut first, then each
     * litter with its available puppies, main photo, parents, recorder and mating as a list shows them, and the total
     * (counted apart only when the page is past the end).
     */
    async listedPage(filter: ListFilter, today: string, request: PageRequest, createdBy?: number): Promise<{ rows: (ListedRow<LitterRow, ListedMating> & { available: number; photo: string | null })[]; total: number }> {
      const statement = listedStatement('litters_listed', `t.publish_status = 'published' and ${availableText('t.id')} > 0`);
      listedOn(statement, today, false);
      filterShape(statement, 'birth_date', filter, createdBy);
      const { found, total } = await listedRows<ListedJson<ListedMating> & { available: number; photo: string | null }>(db, statement, 'litters', 'birth_date', `to_json(r) as row,
        ${availableText('r.id')} as available, (select lp.url from litter_photos lp where lp.litter_id = r.id and lp.is_main) as photo,
        ${listedPetText('r.dam_id')} as dam, ${listedPetText('r.sire_id')} as sire, ${listedMemberText('r.created_by')} as owner,
        ${listedMatingText('r.id')} as linked`, request);
      return {
        rows: found.map((r) => ({
          row: litterFromJson(r.row), available: Number(r.available), photo: r.photo, dam: parsed(r.dam), sire: parsed(r.sire), owner: parsed(r.owner), linked: parsed(r.linked),
        })),
        total,
      };
    },

    /** A member's own: recorded by them or naming them as breeder; `q` part of a parent's registered name. */
    mine(userId: number, q: string | undefined, request: PageRequest) {
      const where = and(
        or(eq(litters.createdBy, userId), eq(litters.breederUserId, userId)),
        q === undefined
          ? undefined
          : sql`exists (select 1 from pets q where q.id in ("litters"."dam_id", "litters"."sire_id") and q.registered_name ilike ${containing(q)})`,
      );
      return page(where, request);
    },

    async inquiryCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: inquiries.litterId, n: count() }).from(inquiries).where(inArray(inquiries.litterId, ids)).groupBy(inquiries.litterId);
      return new Map(rows.map((r) => [r.id!, r.n]));
    },
  };
}
