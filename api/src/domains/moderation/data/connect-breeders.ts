import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pets, users } from '../../../db/schema';

const named = (breederNames: string[], ownerNames: string[]) =>
  or(
    breederNames.length ? and(isNull(pets.breederUserId), inArray(pets.breederName, breederNames)) : undefined,
    ownerNames.length ? and(isNull(pets.ownerUserId), inArray(pets.ownerName, ownerNames)) : undefined,
  ) ?? sql`false`;

/** What the connect-breeders queue reads: members with a kennel, and the plain breeder and owner names of dogs. */
export function connectBreedersRepository(db: DbOrTx) {
  return {
    /** Live members with a kennel name or prefix. */
    kennels: () =>
      db
        .select({ id: users.id, nickname: users.nickname, kennelName: users.kennelName, kennelPrefix: users.kennelPrefix })
        .from(users)
        .where(and(isNull(users.deletedAt), or(isNotNull(users.kennelName), isNotNull(users.kennelPrefix))))
        .orderBy(asc(users.id)),

    /** Every plain name of a breeder (or owner) with no member, with how many dogs carry it. */
    async plainNames(role: 'breeder' | 'owner'): Promise<{ name: string; count: number }[]> {
      const [name, member] = role === 'breeder' ? [pets.breederName, pets.breederUserId] : [pets.ownerName, pets.ownerUserId];
      const rows = await db.select({ name, count: count() }).from(pets).where(and(isNull(member), isNotNull(name))).groupBy(name);
      return rows.map((row) => ({ name: row.name!, count: Number(row.count) }));
    },

    /** How many dogs carry one of these plain names as breeder or owner (with no member in that role). */
    async countNamed(breederNames: string[], ownerNames: string[]): Promise<number> {
      const [row] = await db.select({ count: count() }).from(pets).where(named(breederNames, ownerNames));
      return Number(row?.count ?? 0);
    },

    /** The dogs that carry one of these plain names as breeder or owner (with no member in that role), by id. */
    dogsNamed: (breederNames: string[], ownerNames: string[], limit: number) =>
      db
        .select({ id: pets.id, registeredName: pets.registeredName, breederName: pets.breederName, ownerName: pets.ownerName, breederUserId: pets.breederUserId, ownerUserId: pets.ownerUserId })
        .from(pets)
        .where(named(breederNames, ownerNames))
        .orderBy(asc(pets.id))
        .limit(limit),

    /** Of these dogs, those whose breeder (or owner) is still the member. */
    async stillWith(ids: number[], role: 'breeder' | 'owner', userId: number): Promise<number[]> {
      if (ids.length === 0) return [];
      const column = role === 'breeder' ? pets.breederUserId : pets.ownerUserId;
      return (await db.select({ id: pets.id }).from(pets).where(and(inArray(pets.id, ids), eq(column, userId))).orderBy(pets.id)).map((row) => row.id);
    },
  };
}
