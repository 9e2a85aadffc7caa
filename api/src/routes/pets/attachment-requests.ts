import type { FastifyInstance } from 'fastify';
import { addPetAttachmentRequestRoute, attachmentRequestsRoute, resolveAttachmentRequestRoute } from '@bc/shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { signedIn } from '../../plugins/app/auth';
import { toAttachmentRequestItem } from '../../repositories/attachment-requests';
import { toPetShort } from '../../repositories/pets-read';
import { isOwner, viewerOf, type Viewer } from '../../services/pets-access';
import { fromContract, pageOf, typed } from '../route';

/**
 * Attachment requests: a member who does not own a pet sends moderators a document, a photo or a correction
 * (POST /api/pets/add-attachment-request); moderators list them and approve or reject each
 * (GET /api/pets/attachment-request/{id}/{approve|reject}).
 */
export default async function attachmentRequests(app: FastifyInstance) {
  const withPets = async <T extends { petId: number }>(items: T[]) => {
    const shorts = new Map((await app.repos.petsRead.shorts([...new Set(items.map((i) => i.petId))])).map((s) => [s.id, s]));
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
      const { petId, info, type, locale, documentId } = request.body;
      const [pet] = await app.repos.pets.access([petId]);
      await app.pets.views.short(petId, viewer, 'petId');
      if (pet && isOwner(viewer, pet)) {
        throw new HttpError(409, 'You own this pet: edit it instead of asking moderators', { field: 'petId', conflict: 'own-pet', ids: [petId] });
      }
      if (documentId !== undefined) {
        const documents = await app.repos.pets.documents(petId);
        if (!documents.some((d) => d.id === documentId)) throw badRequest(`body/documentId ${documentId} is not a document of pet ${petId}`, 'documentId');
      }
      const id = await app.repos.attachmentRequests.insert({
        petId, requesterUserId: viewer.id, type, info: info.trim(), locale, documentId: documentId ?? null,
      });
      return reply.code(201).send({ id });
    },
  });

  typed(app).route({
    ...fromContract(app, resolveAttachmentRequestRoute),
    handler: async (request) => {
      const moderator = signedIn(request).user;
      const { id, action } = request.params;
      const existing = await app.repos.attachmentRequests.byId(id);
      if (!existing) throw notFound('Attachment request not found', 'id');
      const resolved = await app.repos.attachmentRequests.resolve(id, action === 'approve' ? 'approved' : 'rejected', moderator.id);
      if (!resolved) throw conflict(`The request was already ${existing.request.status}`, 'id');
      const [item] = await withPets([toAttachmentRequestItem({ request: resolved, requesterNickname: existing.requesterNickname })]);
      return item;
    },
  });

  typed(app).route({
    ...fromContract(app, attachmentRequestsRoute),
    handler: async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await app.repos.attachmentRequests.list({ status: request.query.status, petId: request.query.petId }, page);
      return { items: await withPets(rows.map(toAttachmentRequestItem)), total, ...page };
    },
  });
}
