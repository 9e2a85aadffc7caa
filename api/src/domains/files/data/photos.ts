import { and, asc, eq, sql } from 'drizzle-orm';
import type { PetPhoto } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { petPhotos } from '../../../db/schema';
import { randomPhotos } from './random-photos';

type PhotoRow = typeof petPhotos.$inferSelect;

export const toPetPhoto = (row: PhotoRow): PetPhoto => ({
  id: row.id, url: row.url, position: row.position, isMain: row.isMain, width: row.width, height: row.height,
});

/** Pets' photos (the files themselves are uploads). */
export function photosRepository(db: DbOrTx) {
  const list = async (petId: number): Promise<PetPhoto[]> =>
    (await db.select().from(petPhotos).where(eq(petPhotos.petId, petId)).orderBy(asc(petPhotos.position), asc(petPhotos.id))).map(toPetPhoto);

  return {
    list,

    /** Adds a photo (of an upload) after the others; the pet's first photo becomes its main photo. The pet must be locked. */
    async insert(petId: number, photo: { uploadId: string; url: string; width: number | null; height: number | null; createdBy: number }): Promise<PetPhoto> {
      const [{ next, hasMain }] = await db
        .select({
          next: sql<number>`coalesce(max(${petPhotos.position}) + 1, 0)::int`,
          hasMain: sql<boolean>`coalesce(bool_or(${petPhotos.isMain}), false)`,
        })
        .from(petPhotos)
        .where(eq(petPhotos.petId, petId));
      const [row] = await db
        .insert(petPhotos)
        .values({ petId, ...photo, position: Number(next), isMain: !hasMain })
        .returning();
      return toPetPhoto(row);
    },

    /** Puts the pet's photos in the order of `ids` (each of them once). */
    async order(petId: number, ids: number[]): Promise<void> {
      await db.execute(sql`
        update ${petPhotos} set position = v.position - 1
        from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as v(id, position)
        where ${petPhotos.id} = v.id and ${petPhotos.petId} = ${petId}`);
    },

    /** Makes `photoId` the pet's one main photo; false when the pet has no such photo. */
    async setMain(petId: number, photoId: number): Promise<boolean> {
      const [photo] = await db.select({ id: petPhotos.id }).from(petPhotos).where(and(eq(petPhotos.id, photoId), eq(petPhotos.petId, petId)));
      if (!photo) return false;
      // One main photo at any moment (unique index): clear the flag first.
      await db.update(petPhotos).set({ isMain: false }).where(and(eq(petPhotos.petId, petId), eq(petPhotos.isMain, true)));
      await db.update(petPhotos).set({ isMain: true }).where(eq(petPhotos.id, photoId));
      return true;
    },

    /**
     * Deletes a photo; when it was the main one, the first remaining photo takes over. Answers the upload it showed
     * (null for a photo older than upload ids), undefined when the pet has no such photo.
     */
    async delete(petId: number, photoId: number): Promise<{ uploadId: string | null } | undefined> {
      const [removed] = await db.delete(petPhotos).where(and(eq(petPhotos.id, photoId), eq(petPhotos.petId, petId))).returning();
      if (!removed) return undefined;
      if (removed.isMain) {
        const [first] = await list(petId);
        if (first) await db.update(petPhotos).set({ isMain: true }).where(eq(petPhotos.id, first.id));
      }
      return { uploadId: removed.uploadId };
    },

    /** Photos of published pets, at most one per pet, in random order (the home page). */
    random: (limit: number, random?: () => number) => randomPhotos(db, limit, random),
  };
}
