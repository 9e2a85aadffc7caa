import type { AddAttachmentRequestBody, AttachmentRequestAction, AttachmentRequestItem, PageOf } from '@bc/shared/contracts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { PageRequest } from '../../lib/paging';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { titleOf } from '../files/documents';
import type { UploadRow, Uploads } from '../files/uploads';
import { isOwner } from './access';
import { type AttachmentRequestFilter, toAttachmentRequestItem } from './data/attachment-requests';
import { toPetShort } from './data/details';
import type { PetReads } from './reads';

/** What a moderator's decision adds to the audit entry: a reason template, a note, and the moderators' clock. */
export interface AttachmentDecision {
  reason?: string | null;
  note?: string | null;
  at?: Date;
}

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

    /**
     * A moderator approves or rejects a new request, never their own (403 `own_submission`). Approving attaches its
     * file: a photo request's image as the pet's photo, any other file as a document. The decision is written to the
     * audit log in the same transaction (on the pet's history); 409 when the request was resolved already.
     */
    async resolve(id: number, action: AttachmentRequestAction, moderator: Viewer, decision: AttachmentDecision = {}): Promise<AttachmentRequestItem> {
      const existing = await data.attachmentRequests.byId(id);
      if (!existing) throw notFound('Attachment request not found', 'id');
      const { request: row, fileName } = existing;
      if (row.requesterUserId === moderator.id) throw forbidden('A moderator does not decide on their own request; another moderator will', 'own_submission');
      if (row.status !== 'new') throw conflict(`The request was already ${row.status}`, 'id');
      // The upload was read with the request, before the transaction (PGlite runs one statement stream at a time).
      const upload = action === 'approve' && row.uploadId !== null && existing.upload?.url && existing.upload.status === 'used' ? existing.upload : undefined;
      const image = upload && row.type === 'photo' && upload.mime?.startsWith('image/') ? await uploads.imageFrom(moderator, upload) : undefined;
      try {
        const { resolved, photoId } = await data.transaction(async (tx) => {
          let documentId: number | undefined;
          let photoId: number | undefined;
          if (image) {
            photoId = (await tx.photos.insert(row.petId, { uploadId: image.id, url: image.url!, width: image.width, height: image.height, createdBy: moderator.id })).id;
          } else if (upload) {
            // The request and the document share the upload: deleting the document leaves the request's file.
            const document = await tx.documents.insert(row.petId, { uploadId: upload.id, url: upload.url!, kind: 'other', title: titleOf(fileName), createdBy: moderator.id });
            documentId = document.id;
          }
          const done = await tx.attachmentRequests.resolve(id, action === 'approve' ? 'approved' : 'rejected', moderator.id, documentId);
          if (!done) throw conflict('Another moderator decided on this request a moment ago', 'id');
          await tx.moderationActions.insert({
            moderatorId: moderator.id, action: action === 'approve' ? 'approve-attachment' : 'reject-attachment', recordKind: 'pet', recordId: row.petId,
            reason: decision.reason ?? null, note: decision.note ?? null,
            before: { request: id, type: row.type, status: row.status },
            after: { request: id, type: row.type, status: done.status, documentId: done.documentId, ...(photoId ? { photoId } : {}) },
            ...(decision.at ? { createdAt: decision.at } : {}),
          });
          return { resolved: done, photoId };
        });
        if (resolved.documentId !== row.documentId) events.emit('documentsChanged', { petId: row.petId });
        if (photoId) events.emit('photosChanged', { petId: row.petId });
        const [item] = await withPets([toAttachmentRequestItem({ ...existing, request: resolved })]);
        return item;
      } catch (error) {
        if (image) await uploads.release(image.id);
        throw error;
      }
    },

    /** One request, as the moderators' list shows it (the dog's editor shows a correction beside the form). */
    async get(id: number): Promise<AttachmentRequestItem> {
      const found = await data.attachmentRequests.byId(id);
      if (!found) throw notFound('Attachment request not found', 'id');
      const [item] = await withPets([toAttachmentRequestItem(found)]);
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

    async list(filter: AttachmentRequestFilter, page: PageRequest): Promise<PageOf<AttachmentRequestItem>> {
      const { rows, total } = await data.attachmentRequests.list(filter, page);
      return { items: await withPets(rows.map(toAttachmentRequestItem)), total, ...page };
    },
  };
}
