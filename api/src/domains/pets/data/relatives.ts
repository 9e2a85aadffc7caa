import { and, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PetListItem } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { pets } from '../../../db/schema';
import { selectListItems, toPetListItem } from './list-items';
import { type Visibility, visibilityCondition } from './visibility';

/** Most relatives of one kind listed (a popular sire may have thousands of offspring). */
export const MAX_RELATIVES = 2000;

/** Siblings and offspring of a pet. */
export function petRelativesRepository(db: DbOrTx) {
  return {
    /** Pets sharing the sire or the dam of `pet`, oldest first. */
    async siblings(pet: { id: number; sireId: number | null; damId: number | null }, visibility: Visibility): Promise<PetListItem[]> {
      const sameParent = or(
        pet.sireId === null ? undefined : eq(pets.sireId, pet.sireId),
        pet.damId === null ? undefined : eq(pets.damId, pet.damId),
      );
      if (!sameParent) return [];
      const rows = await selectListItems(db)
        .where(and(sameParent, ne(pets.id, pet.id), visibilityCondition(visibility)))
        .orderBy(sql`${pets.birthDate} asc nulls last`, asc(pets.id))
        .limit(MAX_RELATIVES);
      return rows.map(toPetListItem);
    },

    /** The litter record of each of these pets that has one (pet id → litter id). */
    async litterIds(petIds: number[]): Promise<Map<number, number>> {
      if (petIds.length === 0) return new Map();
      const rows = await db.select({ id: pets.id, litterId: pets.litterId }).from(pets).where(and(inArray(pets.id, petIds), isNotNull(pets.litterId)));
      return new Map(rows.map((r) => [r.id, r.litterId!]));
    },

    /** Offspring of `id` (as sire or dam), newest first. */
    async offspring(id: number, visibility: Visibility): Promise<PetListItem[]> {
      const rows = await selectListItems(db)
        .where(and(or(eq(pets.sireId, id), eq(pets.damId, id)), visibilityCondition(visibility)))
        .orderBy(sql`${pets.birthDate} desc nulls last`, asc(pets.id))
        .limit(MAX_RELATIVES);
      return rows.map(toPetListItem);
    },
  };
}
