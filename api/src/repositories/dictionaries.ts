import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { breeds, colors, dnaTests, healthScales, testProviders } from '../db/schema';

/** Dictionary tables (read-only here; they change through migrations or moderation). */
export function dictionariesRepository(db: DbOrTx) {
  return {
    colors: () => db.select().from(colors).orderBy(asc(colors.sort), asc(colors.id)),
    breeds: () => db.select().from(breeds).orderBy(asc(breeds.sort), asc(breeds.id)),
    dnaTests: () => db.select().from(dnaTests).where(eq(dnaTests.isActive, true)).orderBy(asc(dnaTests.sort), asc(dnaTests.id)),
    healthScales: () =>
      db.select().from(healthScales).where(eq(healthScales.isActive, true)).orderBy(asc(healthScales.sort), asc(healthScales.id)),
    testProviders: () => db.select().from(testProviders).orderBy(asc(testProviders.sort), asc(testProviders.id)),
  };
}
