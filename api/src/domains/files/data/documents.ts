import { and, asc, eq } from 'drizzle-orm';
import type { PetDocument } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { petDocuments } from '../../../db/schema';

type DocumentRow = typeof petDocuments.$inferSelect;

const toPetDocument = (row: DocumentRow): PetDocument => ({
  id: row.id, kind: row.kind, title: row.title, url: row.url, createdAt: row.createdAt.toISOString(),
});

/** Pets' documents (the files themselves are uploads). */
export function documentsRepository(db: DbOrTx) {
  return {
    async list(petId: number): Promise<PetDocument[]> {
      const rows = await db.select().from(petDocuments).where(eq(petDocuments.petId, petId)).orderBy(asc(petDocuments.createdAt), asc(petDocuments.id));
      return rows.map(toPetDocument);
    },

    /** Adds a document of an upload (its `url`). */
    async insert(petId: number, document: { uploadId: string; url: string; kind: string; title: string | null; createdBy: number }): Promise<PetDocument> {
      const [row] = await db.insert(petDocuments).values({ petId, ...document }).returning();
      return toPetDocument(row);
    },

    /** Deletes a document of the pet; answers its upload (null for one older than upload ids), undefined when the pet has no such document. */
    async delete(petId: number, documentId: number): Promise<{ uploadId: string | null } | undefined> {
      const [removed] = await db.delete(petDocuments).where(and(eq(petDocuments.id, documentId), eq(petDocuments.petId, petId))).returning();
      return removed && { uploadId: removed.uploadId };
    },
  };
}
