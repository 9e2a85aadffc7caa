import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LitterPhoto } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { litterPhotos } from '../../../db/schema';

type Row = typeof litterPhotos.$inferSelect;

const toLitterPhoto = (row: Row): LitterPhoto => ({
  id: row.id, url: row.url, position: row.position, isMain: row.isMain, width: row.width, height: row.height,
});

/** A litter's photos (the files are uploads), in the shape of pets' photos (files/data/photos.ts). */
export function litterPhotosRepository(db: DbOrTx) {
  const list = async (litterId: number): Promise<LitterPhoto[]> =>
    (await db.select().from(litterPhotos).where(eq(litterPhotos.litterId, litterId)).orderBy(asc(litterPhotos.position), asc(litterPhotos.id))).map(toLitterPhoto);

  return {
    list,

    /** The main photo's URL of each litter that has one (the lists). */
    async mainOf(litterIds: number[]): Promise<Map<number, string>> {
      if (litterIds.length === 0) return new Map();
      const rows = await db
        .select({ litterId: litterPhotos.litterId, url: litterPhotos.url })
        .from(litterPhotos)
        .where(and(inArray(litterPhotos.litterId, litterIds), eq(litterPhotos.isMain, true)));
      return new Map(rows.map((r) => [r.litterId, r.url]));
    },

    /** Adds a photo after the others; the litter's first photo becomes main. The litter must be locked. */
    async insert(litterId: number, photo: { uploadId: string; url: string; width: number | null; height: number | null; createdBy: number }): Promise<LitterPhoto> {
      const [{ next, hasMain }] = await db
        .select({
          next: sql<number>`coalesce(max(${litterPhotos.position}) + 1, 0)::int`,
          hasMain: sql<boolean>`coalesce(bool_or(${litterPhotos.isMain}), false)`,
        })
        .from(litterPhotos)
        .where(eq(litterPhotos.litterId, litterId));
      const [row] = await db.insert(litterPhotos).values({ litterId, ...photo, position: Number(next), isMain: !hasMain }).returning();
      return toLitterPhoto(row);
    },

    /** Puts the litter's photos in the order of `ids` (each of them once). */
    async order(litterId: number, ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db.update(litterPhotos).set({ position }).where(and(eq(litterPhotos.id, id), eq(litterPhotos.litterId, litterId)));
      }
    },

    /** Makes `photoId` the litter's one main photo; false when the litter has no such photo. */
    async setMain(litterId: number, photoId: number): Promise<boolean> {
      const [photo] = await db.select({ id: litterPhotos.id }).from(litterPhotos).where(and(eq(litterPhotos.id, photoId), eq(litterPhotos.litterId, litterId)));
      if (!photo) return false;
      // One main photo at any moment (unique index): clear the flag first.
      await db.update(litterPhotos).set({ isMain: false }).where(and(eq(litterPhotos.litterId, litterId), eq(litterPhotos.isMain, true)));
      await db.update(litterPhotos).set({ isMain: true }).where(eq(litterPhotos.id, photoId));
      return true;
    },

    /** Deletes a photo (the first remaining one becomes main when it was); answers its upload, undefined when there is no such photo. */
    async delete(litterId: number, photoId: number): Promise<{ uploadId: string } | undefined> {
      const [removed] = await db.delete(litterPhotos).where(and(eq(litterPhotos.id, photoId), eq(litterPhotos.litterId, litterId))).returning();
      if (!removed) return undefined;
      if (removed.isMain) {
        const [first] = await list(litterId);
        if (first) await db.update(litterPhotos).set({ isMain: true }).where(eq(litterPhotos.id, first.id));
      }
      return { uploadId: removed.uploadId };
    },

    /** Deletes every photo of a litter (its delete); answers their uploads, to release after the commit. */
    async deleteAll(litterId: number): Promise<string[]> {
      return (await db.delete(litterPhotos).where(eq(litterPhotos.litterId, litterId)).returning({ uploadId: litterPhotos.uploadId })).map((r) => r.uploadId);
    },
  };
}
