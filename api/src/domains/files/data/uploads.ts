import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { petDocuments, petPhotos, type UploadKind, uploads } from '../../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type { UploadKind };
export type NewUpload = typeof uploads.$inferInsert;

/** What a stored upload records once its files are in the storage. */
export type StoredUpload = Pick<UploadRow, 'status' | 'size' | 'received' | 'mime' | 'width' | 'height' | 'files' | 'url'>;

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

    /** True when a photo or a document of a pet still shows this URL. */
    async urlInUse(url: string): Promise<boolean> {
      const [photo] = await db.select({ id: petPhotos.id }).from(petPhotos).where(eq(petPhotos.url, url)).limit(1);
      const [document] = await db.select({ id: petDocuments.id }).from(petDocuments).where(eq(petDocuments.url, url)).limit(1);
      return photo !== undefined || document !== undefined;
    },

    async deleteByUrl(url: string): Promise<UploadRow[]> {
      return db.delete(uploads).where(eq(uploads.url, url)).returning();
    },

    /**
     * Expiry: ready uploads older than `cutoff` whose URL a pet already uses become `used`; the other uploads not
     * attached by then are deleted (answered, to remove their files).
     */
    async expire(cutoff: Date): Promise<UploadRow[]> {
      await db
        .update(uploads)
        .set({ status: 'used' })
        .where(
          and(
            eq(uploads.status, 'ready'),
            lt(uploads.updatedAt, cutoff),
            sql`(exists (select 1 from ${petPhotos} where ${petPhotos.url} = ${uploads.url})
              or exists (select 1 from ${petDocuments} where ${petDocuments.url} = ${uploads.url}))`,
          ),
        );
      return db
        .delete(uploads)
        .where(and(inArray(uploads.status, ['receiving', 'ready']), lt(uploads.updatedAt, cutoff)))
        .returning();
    },
  };
}
