import { and, asc, eq } from 'drizzle-orm';
import type { PetDocument } from '@bc/shared/contracts';
import type { Db, DbOrTx } from '../db/client';
import { petDocuments } from '../db/schema';
import { notFound } from '../lib/http-error';
import { editablePet } from './images-photos';
import type { Viewer } from './pets-access';

type DocumentRow = typeof petDocuments.$inferSelect;

export const toPetDocument = (row: DocumentRow): PetDocument => ({
  id: row.id, kind: row.kind, title: row.title, url: row.url, createdAt: row.createdAt.toISOString(),
});

export async function listDocuments(db: DbOrTx, petId: number): Promise<PetDocument[]> {
  const rows = await db.select().from(petDocuments).where(eq(petDocuments.petId, petId)).orderBy(asc(petDocuments.createdAt), asc(petDocuments.id));
  return rows.map(toPetDocument);
}

/** A document's default title: the sent file name without its extension (at most 200 characters), or null. */
export const titleOf = (name: string | null) => name?.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, 200) || null;

export async function insertDocument(
  tx: DbOrTx,
  petId: number,
  document: { url: string; kind: string; title: string | null; createdBy: number },
): Promise<PetDocument> {
  const [row] = await tx.insert(petDocuments).values({ petId, ...document }).returning();
  return toPetDocument(row);
}

/** Deletes a document of the pet (owner or moderator); answers its URL and the remaining documents. */
export async function deleteDocument(db: Db, viewer: Viewer, petId: number, documentId: number): Promise<{ url: string; documents: PetDocument[] }> {
  return db.transaction(async (tx) => {
    await editablePet(tx, viewer, petId, true);
    const [removed] = await tx.delete(petDocuments).where(and(eq(petDocuments.id, documentId), eq(petDocuments.petId, petId))).returning();
    if (!removed) throw notFound(`Pet ${petId} has no document ${documentId}`, 'documentId');
    return { url: removed.url, documents: await listDocuments(tx, petId) };
  });
}
