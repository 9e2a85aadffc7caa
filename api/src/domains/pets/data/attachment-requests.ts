import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AttachmentRequestItem, AttachmentRequestsQuery, AttachmentRequestStatus } from '@bc/shared/contracts';
import type { DbOrTx } from '../../../db/client';
import { attachmentRequests, uploads, users } from '../../../db/schema';
import { offsetOf, type PageRequest } from '../../../lib/paging';

export type NewAttachmentRequest = typeof attachmentRequests.$inferInsert;
export type AttachmentRequestRow = typeof attachmentRequests.$inferSelect;

/** The list's filters (the moderators' queue). */
export type AttachmentRequestFilter = Pick<AttachmentRequestsQuery, 'status' | 'petId' | 'type' | 'order'>;

/** A request as read: the row, the requester's nickname and the file sent with it (upload columns, null without one). */
export interface AttachmentRequestRecord {
  request: AttachmentRequestRow;
  requesterNickname: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
}

/** A request read alone: with its whole upload row (null without one), for the moderators' routes. */
export interface AttachmentRequestWithUpload extends AttachmentRequestRecord {
  upload: typeof uploads.$inferSelect | null;
}

const columns = {
  request: attachmentRequests,
  requesterNickname: users.nickname,
  fileName: uploads.name,
  fileMime: uploads.mime,
  fileSize: uploads.size,
};

/** Where moderators download the file of request `id` (GET /api/pets/attachment-requests/{id}/file). */
const attachmentFilePath = (id: number) => `/api/pets/attachment-requests/${id}/file`;

export function toAttachmentRequestItem(r: AttachmentRequestRecord): Omit<AttachmentRequestItem, 'pet'> {
  const q = r.request;
  return {
    id: q.id,
    petId: q.petId,
    requester: q.requesterUserId === null ? null : { userId: q.requesterUserId, nickname: r.requesterNickname },
    type: q.type,
    info: q.info,
    locale: q.locale,
    documentId: q.documentId,
    file: q.uploadId === null ? null : { name: r.fileName, mime: r.fileMime, size: r.fileSize, url: attachmentFilePath(q.id) },
    status: q.status,
    resolvedBy: q.resolvedBy,
    resolvedAt: q.resolvedAt ? q.resolvedAt.toISOString() : null,
    createdAt: q.createdAt.toISOString(),
  };
}

/** Documents, photos and corrections members send moderators for pets they do not own. */
export function attachmentRequestsRepository(db: DbOrTx) {
  const select = () =>
    db
      .select(columns)
      .from(attachmentRequests)
      .leftJoin(users, eq(users.id, attachmentRequests.requesterUserId))
      .leftJoin(uploads, eq(uploads.id, attachmentRequests.uploadId));
  return {
    async insert(values: NewAttachmentRequest): Promise<number> {
      const [row] = await db.insert(attachmentRequests).values(values).returning({ id: attachmentRequests.id });
      return row.id;
    },

    async byId(id: number): Promise<AttachmentRequestWithUpload | undefined> {
      const [row] = await db
        .select({ ...columns, upload: uploads })
        .from(attachmentRequests)
        .leftJoin(users, eq(users.id, attachmentRequests.requesterUserId))
        .leftJoin(uploads, eq(uploads.id, attachmentRequests.uploadId))
        .where(eq(attachmentRequests.id, id));
      return row;
    },

    /** Resolves a request still `new` (and records the pet document it became); undefined when it was already resolved. */
    async resolve(
      id: number,
      status: Exclude<AttachmentRequestStatus, 'new'>,
      moderatorId: number,
      documentId?: number,
    ): Promise<AttachmentRequestRow | undefined> {
      const [row] = await db
        .update(attachmentRequests)
        .set({ status, resolvedBy: moderatorId, resolvedAt: new Date(), ...(documentId !== undefined ? { documentId } : {}) })
        .where(and(eq(attachmentRequests.id, id), eq(attachmentRequests.status, 'new'), isNull(attachmentRequests.resolvedAt)))
        .returning();
      return row;
    },

    async list(filter: AttachmentRequestFilter, page: PageRequest) {
      const where: SQL | undefined = and(
        filter.status ? eq(attachmentRequests.status, filter.status) : undefined,
        filter.petId ? eq(attachmentRequests.petId, filter.petId) : undefined,
        filter.type ? eq(attachmentRequests.type, filter.type) : undefined,
      );
      const direction = filter.order === 'oldest' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        select().where(where).orderBy(direction(attachmentRequests.createdAt), direction(attachmentRequests.id)).limit(page.limit).offset(offsetOf(page)),
        db.select({ total: count() }).from(attachmentRequests).where(where),
      ]);
      return { rows, total };
    },
  };
}
