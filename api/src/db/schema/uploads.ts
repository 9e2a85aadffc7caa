import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export type UploadKind = 'image' | 'document';
/** receiving: chunks arriving (temp file) · ready: checked and stored, not attached · used: attached (kept). */
export type UploadStatus = 'receiving' | 'ready' | 'used';

/**
 * Files members upload (FilePond's server file ids). Not-yet-used uploads expire after 24 h:
 * their temp file and stored files are deleted with the row.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** 22 random base64url characters: the server file id. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UploadKind>().notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('receiving'),
    /** The file name as sent (display and Content-Disposition only). */
    name: text('name'),
    /** Declared (Upload-Length) while receiving; the stored bytes once ready. */
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    /** The detected type of the content (not of the name). */
    mime: text('mime'),
    width: integer('width'),
    height: integer('height'),
    /** Storage keys of the stored files (image sizes, or the document). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /** The public URL of the main stored file (large image size, or the document). */
    url: text('url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('uploads_user_id_status_idx').on(t.userId, t.status),
    index('uploads_status_updated_at_idx').on(t.status, t.updatedAt),
    index('uploads_url_idx').on(t.url),
    check('uploads_kind_check', sql`${t.kind} in ('image', 'document')`),
    check('uploads_status_check', sql`${t.status} in ('receiving', 'ready', 'used')`),
    check('uploads_received_check', sql`${t.received} >= 0 and ${t.received} <= ${t.size}`),
  ],
);
