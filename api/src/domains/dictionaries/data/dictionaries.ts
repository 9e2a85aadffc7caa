import { asc, eq, sql } from 'drizzle-orm';
import type { HealthOption, LocalizedName } from '@bc/shared/contracts';
import { type DbOrTx, queryRows } from '../../../db/client';
import { breeds, colors, dnaTests, healthScales, testProviders } from '../../../db/schema';

/** Dictionary tables (they change through migrations, and moderators add DNA tests). */
export function dictionariesRepository(db: DbOrTx) {
  return {
    colors: () => db.select().from(colors).orderBy(asc(colors.sort), asc(colors.id)),
    breeds: () => db.select().from(breeds).orderBy(asc(breeds.sort), asc(breeds.id)),
    dnaTests: () => db.select().from(dnaTests).where(eq(dnaTests.isActive, true)).orderBy(asc(dnaTests.sort), asc(dnaTests.id)),
    healthScales: () =>
      db.select().from(healthScales).where(eq(healthScales.isActive, true)).orderBy(asc(healthScales.sort), asc(healthScales.id)),
    testProviders: () => db.select().from(testProviders).orderBy(asc(testProviders.sort), asc(testProviders.id)),

    /** Adds a DNA test at the end of the list; false when the code is taken. */
    async insertDnaTest(test: { id: string; name: LocalizedName; genes: string[]; options: HealthOption[] }): Promise<boolean> {
      const [{ next }] = await queryRows<{ next: number }>(db, sql`select coalesce(max(sort), -1) + 1 as next from ${dnaTests}`);
      const rows = await db
        .insert(dnaTests)
        .values({ ...test, sort: Number(next) })
        .onConflictDoNothing({ target: dnaTests.id })
        .returning({ id: dnaTests.id });
      return rows.length > 0;
    },
  };
}
