import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { attachmentRequests, litterPhotos, petDocuments, petPhotos, type UploadKind, uploads, users } from '../../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type { UploadKind };
export type NewUpload = typeof uploads.$inferInsert;

/** What a stored upload records once its files are in the storage. */
export type StoredUpload = Pick<UploadRow, 'status' | 'size' | 'received' | 'mime' | 'width' | 'height' | 'files' | 'url'>;

/** Whether a row uses the upload: a pet's or litter's photo, a pet's document, a member's avatar, an attachment request. */
const referenced = sql`(exists (select 1 from ${petPhotos} where ${petPhotos.uploadId} = ${uploads.id})
  or exists (select 1 from ${litterPhotos} where ${litterPhotos.uploadId} = ${uploads.id})
  or exists (select 1 from ${petDocuments} where ${petDocuments.uploadId} = ${uploads.id})
  or exists (select 1 from ${users} where ${users.avatarUploadId} = ${uploads.id})
  or exists (select 1 from ${attachmentRequests} where ${attachmentRequests.uploadId} = ${uploads.id}))`;

/** Uploads (FilePond's server files): received, stored, attached (`used`) or expired. */
export function uploadsRepository(db: DbOrTx) {
  return {
    async byId(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row;
    },

    async insert(values: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.id, id));
    },

    async stored(id: string, values: StoredUpload): Promise<UploadRow> {
      const [row] = await db.update(uploads).set({ ...values, updatedAt: new Date() }).where(eq(uploads.id, id)).returning();
      return row;
    },

    /** How many chunked uploads the member has not finished. */
    async receivingCount(userId: number): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.status, 'receiving')));
      return Number(n);
    },

    /** Records a chunk; undefined when another request moved the upload on since `from` bytes were read. */
    async received(id: string, from: number, received: number, name: string | null): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ received, name, updatedAt: new Date() })
        .where(and(eq(uploads.id, id), eq(uploads.received, from)))
        .returning();
      return row;
    },

    /** Deletes an upload still receiving or ready; false when it was attached meanwhile. */
    async deleteUnattached(id: string): Promise<boolean> {
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), inArray(uploads.status, ['receiving', 'ready'])))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Marks the member's ready upload of that kind as attached; undefined when it is not one. */
    async markUsed(id: string, userId: number, kind: UploadKind): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ status: 'used', updatedAt: new Date() })
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId), eq(uploads.kind, kind), eq(uploads.status, 'ready')))
        .returning();
      return row;
    },

    /** The member's stored image whose large size is `url` (an avatar must be one of theirs). */
    async imageOf(userId: number, url: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.kind, 'image'), eq(uploads.url, url), inArray(uploads.status, ['ready', 'used'])))
        .limit(1);
      return row;
    },

    /** Marks a ready upload as attached (an avatar); used ones stay so. */
    async markUsedIfReady(id: string): Promise<void> {
      await db.update(uploads).set({ status: 'used', updatedAt: new Date() }).where(and(eq(uploads.id, id), eq(uploads.status, 'ready')));
    },

    /** Deletes an attached upload that no row uses any more; answers it (its files are to be removed), else undefined. */
    async deleteUnused(id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.status, 'used'), sql`not ${referenced}`))
        .returning();
      return row;
    },

    /**
     * Expiry: ready uploads older than `cutoff` that a row already uses become `used`; the other uploads not
     * attached by then are deleted (answered, to remove their files).
     */
    async expire(cutoff: Date): Promise<UploadRow[]> {
      await db
        .update(uploads)
        .set({ status: 'used' })
        .where(and(eq(uploads.status, 'ready'), lt(uploads.updatedAt, cutoff), referenced));
      return db
        .delete(uploads)
        .where(and(inArray(uploads.status, ['receiving', 'ready']), lt(uploads.updatedAt, cutoff)))
        .returning();
    },
  };
}
