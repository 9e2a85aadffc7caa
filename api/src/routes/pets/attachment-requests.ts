import type { FastifyInstance } from 'fastify';
import {
  addPetAttachmentRequestRoute, attachmentRequestFileRoute, attachmentRequestsRoute, resolveAttachmentRequestRoute,
} from '@bc/shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { toAttachmentRequestItem } from '../../repositories/attachment-requests';
import { toPetShort } from '../../repositories/pets-read';
import { isOwner, viewerOf, type Viewer } from '../../services/pets-access';
import { titleOf } from '../../domains/files/documents';
import { pageOf } from '../../lib/paging';
import { fromContract, typed } from '../../lib/route';
import { sendUpload } from '../../domains/files/routes/send-file';

/**
 * Attachment requests: a member who does not own a pet sends moderators a document (a file uploaded to
 * /api/uploads/docs, kept with the request and not attached to the pet), a photo or a correction
 * (POST /api/pets/add-attachment-request); moderators list them, download the file, and approve or reject each
 * (GET /api/pets/attachment-request/{id}/{approve|reject}); approving a document request attaches its file to the pet.
 */
export default async function attachmentRequests(app: FastifyInstance) {
  const withPets = async <T extends { petId: number }>(items: T[]) => {
    const shorts = new Map((await app.data.petsRead.shorts([...new Set(items.map((i) => i.petId))])).map((s) => [s.id, s]));
    return items.map((item) => {
      const s = shorts.get(item.petId);
      return { ...item, pet: s ? toPetShort(s) : null };
    });
  };

  typed(app).route({
    ...fromContract(app, addPetAttachmentRequestRoute),
    handler: async (request, reply) => {
      signedIn(request);
      const viewer = viewerOf(request) as Viewer;
      const { petId, info, type, locale, documentId, uploadId } = request.body;
      const [pet] = await app.data.pets.access([petId]);
      await app.pets.views.short(petId, viewer, 'petId');
      if (pet && isOwner(viewer, pet)) {
        throw new HttpError(409, 'You own this pet: edit it instead of asking moderators', { field: 'petId', conflict: 'own-pet', ids: [petId] });
      }
      if (documentId !== undefined) {
        const documents = await app.data.pets.documents(petId);
        if (!documents.some((d) => d.id === documentId)) throw badRequest(`body/documentId ${documentId} is not a document of pet ${petId}`, 'documentId');
      }
      // The upload (checked by content when it was received) is marked used with the request, so it never expires.
      const id = await app.data.transaction(async (tx) => {
        if (uploadId !== undefined) await app.files.uploads.use(tx, viewer, uploadId, 'document');
        return tx.attachmentRequests.insert({
          petId, requesterUserId: viewer.id, type, info: info.trim(), locale, documentId: documentId ?? null, uploadId: uploadId ?? null,
        });
      });
      return reply.code(201).send({ id });
    },
  });

  typed(app).route({
    ...fromContract(app, resolveAttachmentRequestRoute),
    handler: async (request) => {
      const moderator = signedIn(request).user;
      const { id, action } = request.params;
      const existing = await app.data.attachmentRequests.byId(id);
      if (!existing) throw notFound('Attachment request not found', 'id');
      const { request: row, fileName } = existing;
      // The upload was read with the request, before the transaction (PGlite runs one statement stream at a time).
      const attach = action === 'approve' && row.type === 'document' && row.uploadId !== null && row.status === 'new';
      const upload = attach ? existing.upload : undefined;
      const resolved = await app.data.transaction(async (tx) => {
        let documentId: number | undefined;
        if (upload?.url && upload.status === 'used') {
          const document = await tx.documents.insert(row.petId, { url: upload.url, kind: 'other', title: titleOf(fileName), createdBy: moderator.id });
          documentId = document.id;
        }
        return tx.attachmentRequests.resolve(id, action === 'approve' ? 'approved' : 'rejected', moderator.id, documentId);
      });
      if (!resolved) throw conflict(`The request was already ${existing.request.status}`, 'id');
      if (resolved.documentId !== existing.request.documentId) app.pets.invalidate();
      const [item] = await withPets([toAttachmentRequestItem({ ...existing, request: resolved })]);
      return item;
    },
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestFileRoute),
    handler: async (request, reply) => {
      const found = await app.data.attachmentRequests.byId(request.params.id);
      if (!found) throw notFound('Attachment request not found', 'id');
      const upload = found.request.uploadId === null ? undefined : found.upload;
      if (!upload || upload.status !== 'used') throw notFound('This request has no file', 'id');
      return sendUpload(reply, app.files.storage, upload);
    },
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestsRoute),
    handler: async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await app.data.attachmentRequests.list({ status: request.query.status, petId: request.query.petId }, page);
      return { items: await withPets(rows.map(toAttachmentRequestItem)), total, ...page };
    },
  });
}
