import { and, asc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { IndexSearchField, SearchField, Sex } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { containing, startingWith } from '../../../db/like';
import { petRegistrations, pets, users } from '../../../db/schema';
import { type Visibility, visibilityCondition } from '../../pets/data/visibility';

/** The text column behind each autocomplete field (pets, except `registry`). */
const FIELD_COLUMNS = {
  registeredName: pets.registeredName,
  callName: pets.callName,
  kennelPrefix: pets.kennelPrefix,
  breederName: pets.breederName,
  ownerName: pets.ownerName,
  titles: pets.titles,
  workingResults: pets.workingResults,
} as const;

/** Values starting with the query first, then containing it; alphabetical within each. */
const rankOf = (column: SQL, prefix: string) => sql`case when ${column} ilike ${prefix} then 0 else 1 end`;

/** Autocomplete of the search and pet forms, and the parent pickers. */
export function dictionarySearchRepository(db: DbOrTx) {
  return {
    /** Distinct values of a field of published pets (registries: of their registrations) that contain `query` (case-insensitive). */
    async values(field: SearchField, query: string, limit: number): Promise<string[]> {
      const contains = containing(query);
      const prefix = startingWith(query);
      if (field === 'registry') {
        const column = sql`${petRegistrations.registry}`;
        const rows = await queryRows<{ value: string }>(
          db,
          sql`select ${column} as value from ${petRegistrations} join ${pets} on ${pets.id} = ${petRegistrations.petId}
              where ${pets.publishStatus} = 'published' and ${column} ilike ${contains}
              group by ${column} order by min(${rankOf(column, prefix)}), ${column} limit ${limit}`,
        );
        return rows.map((r) => r.value);
      }
      const column = sql`${FIELD_COLUMNS[field]}`;
      const rows = await queryRows<{ value: string }>(
        db,
        sql`select ${column} as value from ${pets}
            where ${pets.publishStatus} = 'published' and ${column} ilike ${contains}
            group by ${column} order by min(${rankOf(column, prefix)}), ${column} limit ${limit}`,
      );
      return rows.map((r) => r.value);
    },

    /** Pets (names) or members (people) matching `query`, with ids. */
    async index(field: IndexSearchField, query: string, limit: number, visibility: Visibility): Promise<{ id: number; label: string }[]> {
      const contains = containing(query);
      const prefix = startingWith(query);
      if (field === 'registeredName' || field === 'callName') {
        const column = field === 'registeredName' ? pets.registeredName : pets.callName;
        const rows = await db
          .select({ id: pets.id, registeredName: pets.registeredName, callName: pets.callName })
          .from(pets)
          .where(and(visibilityCondition(visibility), ilike(column, contains)))
          .orderBy(rankOf(sql`${column}`, prefix), asc(column), asc(pets.id))
          .limit(limit);
        return rows.map((r) => ({
          id: r.id,
          label: field === 'callName' ? `${r.callName ?? ''} (${r.registeredName})` : r.registeredName,
        }));
      }
      const label = sql<string>`coalesce(${users.kennelName}, ${users.displayName}, ${users.nickname})`;
      const matches: SQL | undefined =
        field === 'kennelPrefix'
          ? or(ilike(users.kennelPrefix, contains), ilike(users.kennelName, contains))
          : or(ilike(users.kennelName, contains), ilike(users.displayName, contains), ilike(users.nickname, contains));
      const rows = await db
        .select({ id: users.id, label, prefix: users.kennelPrefix })
        .from(users)
        .where(and(isNull(users.deletedAt), eq(users.isActive, true), isNotNull(users.nickname), matches))
        .orderBy(rankOf(label, prefix), asc(label), asc(users.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, label: field === 'kennelPrefix' ? r.prefix ?? r.label : r.label }));
    },

    /** Registered names for the parent pickers. */
    async fullNames(query: string, limit: number, sex: Sex | undefined, visibility: Visibility) {
      const contains = containing(query);
      const prefix = startingWith(query);
      const rows = await db
        .select({ id: pets.id, registeredName: pets.registeredName, callName: pets.callName, sex: pets.sex, birthDate: pets.birthDate })
        .from(pets)
        .where(and(visibilityCondition(visibility), ilike(pets.registeredName, contains), sex ? eq(pets.sex, sex) : undefined))
        .orderBy(rankOf(sql`${pets.registeredName}`, prefix), asc(pets.registeredName), asc(pets.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id, registeredName: r.registeredName, callName: r.callName, sex: r.sex, birthYear: r.birthDate ? Number(r.birthDate.slice(0, 4)) : null,
      }));
    },
  };
}
