import type { AddAttachmentRequestBody, AttachmentRequestItem, AttachmentRequestStatus, PageOf } from '@bc/shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { titleOf } from '../files/documents';
import type { UploadRow, Uploads } from '../files/uploads';
import { isOwner } from './access';
import { toAttachmentRequestItem } from './data/attachment-requests';
import { toPetShort } from './data/details';
import type { PetReads } from './reads';

/**
 * Attachment requests: a member who does not own a pet sends moderators a document (a file uploaded to
 * /api/uploads/docs, kept with the request and not attached to the pet), a photo or a correction; moderators list
 * them, download the file, and approve or reject each; approving a document request attaches its file to the pet.
 */
export function attachmentRequestOperations(data: DataAccess, reads: PetReads, uploads: Uploads, events: Events) {
  const withPets = async <T extends { petId: number }>(items: T[]) => {
    const shorts = new Map((await data.petDetails.shorts([...new Set(items.map((i) => i.petId))])).map((s) => [s.id, s]));
    return items.map((item) => {
      const s = shorts.get(item.petId);
      return { ...item, pet: s ? toPetShort(s) : null };
    });
  };

  return {
    /** A request about a pet the member may see but does not own; answers its id. */
    async add(body: AddAttachmentRequestBody, viewer: Viewer): Promise<number> {
      const { petId, info, type, locale, documentId, uploadId } = body;
      const [pet] = await data.pets.access([petId]);
      await reads.short(petId, viewer, 'petId');
      if (pet && isOwner(viewer, pet)) {
        throw new HttpError(409, 'You own this pet: edit it instead of asking moderators', { field: 'petId', conflict: 'own-pet', ids: [petId] });
      }
      if (documentId !== undefined) {
        const documents = await data.pets.documents(petId);
        if (!documents.some((d) => d.id === documentId)) throw badRequest(`body/documentId ${documentId} is not a document of pet ${petId}`, 'documentId');
      }
      // The upload (checked by content when it was received) is marked used with the request, so it never expires.
      return data.transaction(async (tx) => {
        if (uploadId !== undefined) await uploads.use(tx, viewer, uploadId, 'document');
        return tx.attachmentRequests.insert({
          petId, requesterUserId: viewer.id, type, info: info.trim(), locale, documentId: documentId ?? null, uploadId: uploadId ?? null,
        });
      });
    },

    /** A moderator approves or rejects a new request; an approved document request attaches its file to the pet. */
    async resolve(id: number, action: 'approve' | 'reject', moderator: Viewer): Promise<AttachmentRequestItem> {
      const existing = await data.attachmentRequests.byId(id);
      if (!existing) throw notFound('Attachment request not found', 'id');
      const { request: row, fileName } = existing;
      // The upload was read with the request, before the transaction (PGlite runs one statement stream at a time).
      const attach = action === 'approve' && row.type === 'document' && row.uploadId !== null && row.status === 'new';
      const upload = attach ? existing.upload : undefined;
      const resolved = await data.transaction(async (tx) => {
        let documentId: number | undefined;
        if (upload?.url && upload.status === 'used') {
          // The request and the document share the upload: deleting the document leaves the request's file.
          const document = await tx.documents.insert(row.petId, { uploadId: upload.id, url: upload.url, kind: 'other', title: titleOf(fileName), createdBy: moderator.id });
          documentId = document.id;
        }
        return tx.attachmentRequests.resolve(id, action === 'approve' ? 'approved' : 'rejected', moderator.id, documentId);
      });
      if (!resolved) throw conflict(`The request was already ${existing.request.status}`, 'id');
      if (resolved.documentId !== existing.request.documentId) events.emit('documentsChanged', { petId: row.petId });
      const [item] = await withPets([toAttachmentRequestItem({ ...existing, request: resolved })]);
      return item;
    },

    /** The file sent with a request (moderators download it). */
    async file(id: number): Promise<UploadRow> {
      const found = await data.attachmentRequests.byId(id);
      if (!found) throw notFound('Attachment request not found', 'id');
      const upload = found.request.uploadId === null ? undefined : found.upload;
      if (!upload || upload.status !== 'used') throw notFound('This request has no file', 'id');
      return upload;
    },

    async list(filter: { status?: AttachmentRequestStatus; petId?: number }, page: PageRequest): Promise<PageOf<AttachmentRequestItem>> {
      const { rows, total } = await data.attachmentRequests.list(filter, page);
      return { items: await withPets(rows.map(toAttachmentRequestItem)), total, ...page };
    },
  };
}
