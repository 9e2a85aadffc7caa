import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { AccountRequestStatus } from '@bc/shared/contracts';
import { createdAt, idColumn, tstz } from './columns';
import { petDocuments, pets } from './pets';
import { uploads } from './uploads';
import { users } from './users';

/** Someone asks to take over, or be connected to, the account `user_id`. */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: idColumn(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    info: text('info').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<AccountRequestStatus>().notNull().default('new'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_requests_status_idx').on(t.status, t.createdAt), index('account_requests_user_id_idx').on(t.userId)],
);

/** A member who does not own a pet sends moderators a document, a photo or a correction for it. */
export const attachmentRequests = pgTable(
  'attachment_requests',
  {
    id: idColumn(),
    petId: integer('pet_id').notNull().references(() => pets.id, { onDelete: 'cascade' }),
    requesterUserId: integer('requester_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    info: text('info').notNull(),
    locale: text('locale').notNull(),
    /** A document the requester uploaded for the pet (type 'document'), if any. */
    documentId: integer('document_id').references(() => petDocuments.id, { onDelete: 'set null' }),
    /** A file the requester sent for moderators (an upload marked used; not attached to the pet until approved). */
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachment_requests_status_idx').on(t.status, t.createdAt),
    index('attachment_requests_pet_id_idx').on(t.petId),
    index('attachment_requests_upload_id_idx').on(t.uploadId),
  ],
);
