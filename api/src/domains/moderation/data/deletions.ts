import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { attachmentRequests, litters, matings, petDocuments, petPhotos, pets, reports } from '../../../db/schema';

/** What keeps a dog from being deleted: the records that name it as a parent, and the reports bought on it. */
export interface DeletionBlockers {
  offspring: number;
  /** Matings and litters that name it as the sire or the dam. */
  breeding: number;
  reports: number;
}

/** A dog deleted by a moderator: what blocks it, and the stored files its rows hold (released after the commit). */
export function petDeletionsRepository(db: DbOrTx) {
  // One statement after another: these run in the deletion's transaction, on its one connection.
  const counted = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  return {
    async blockers(id: number): Promise<DeletionBlockers> {
      const offspring = await counted(db.select({ n: count() }).from(pets).where(or(eq(pets.sireId, id), eq(pets.damId, id))));
      const asMating = await counted(db.select({ n: count() }).from(matings).where(or(eq(matings.sireId, id), eq(matings.damId, id))));
      const asLitter = await counted(db.select({ n: count() }).from(litters).where(or(eq(litters.sireId, id), eq(litters.damId, id))));
      const bought = await counted(db.select({ n: count() }).from(reports).where(eq(reports.petId, id)));
      return { offspring, breeding: asMating + asLitter, reports: bought };
    },

    /** The uploads of the dog's photos, documents and attachment requests (their rows go with the dog). */
    async uploads(id: number): Promise<string[]> {
      const photos = await db.select({ id: petPhotos.uploadId }).from(petPhotos).where(eq(petPhotos.petId, id));
      const documents = await db.select({ id: petDocuments.uploadId }).from(petDocuments).where(eq(petDocuments.petId, id));
      const requests = await db.select({ id: attachmentRequests.uploadId }).from(attachmentRequests)
        .where(and(eq(attachmentRequests.petId, id), isNotNull(attachmentRequests.uploadId)));
      return [...new Set([...photos, ...documents, ...requests].map((row) => row.id).filter((upload): upload is string => upload !== null))];
    },
  };
}
