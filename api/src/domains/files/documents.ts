import { PET_LIMITS, type PetDocument } from '@bc/shared/contracts';
import { notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/viewer';
import type { DataAccess } from '../data';
import type { Events } from '../events';
import { detach, type ErrorLog } from './detach';
import { editablePet, petChange, visiblePet } from './pet-access';
import type { ReceivedFile, Uploader, Uploads } from './uploads';

/** A document's default title: the sent file name without its extension (at most the attached title's limit), or null. */
export const titleOf = (name: string | null) =>
  name?.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, PET_LIMITS.attachedDocumentTitle) || null;

/** What POST /api/docs/add attaches: an upload or a file sent with the request, with its kind and title. */
export type NewDocument = { petId: number; kind: string; title?: string } & ({ uploadId: string } | { file: ReceivedFile });

/** Pets' documents: attach, delete, list. */
export function createDocuments(data: DataAccess, uploads: Uploads, events: Events) {
  const change = petChange(data, (petId) => events.emit('documentsChanged', { petId }));

  return {
    /** A pet's documents (drafts: owner and moderators only). */
    async list(viewer: Viewer | null, petId: number): Promise<PetDocument[]> {
      const pet = await visiblePet(data, viewer, petId);
      return data.documents.list(pet.id);
    },

    /** Attaches an upload (or a file sent with the request) to a pet (owner or moderator); title: the file name by default. */
    async add(user: Uploader, document: NewDocument): Promise<PetDocument> {
      const { petId, kind, title } = document;
      await editablePet(data, user, petId); // before any work on the file
      const id = 'file' in document ? (await uploads.storeFile(user, 'document', document.file, 'ready')).id : document.uploadId;
      return change(user, petId, async (tx) => {
        const row = await uploads.use(tx, user, id, 'document');
        return tx.documents.insert(petId, { uploadId: row.id, url: row.url!, kind, title: title?.trim() || titleOf(row.name), createdBy: user.id });
      });
    },

    /** Deletes a document of the pet (owner or moderator), then its stored file unless another row uses it; answers the remaining documents. */
    delete: (viewer: Viewer, petId: number, documentId: number, log: ErrorLog): Promise<PetDocument[]> =>
      detach(uploads, change, viewer, petId, {
        name: 'document',
        remove: (tx) => tx.documents.delete(petId, documentId),
        missing: () => notFound(`Pet ${petId} has no document ${documentId}`, 'documentId'),
        remaining: (tx) => tx.documents.list(petId),
      }, log),
  };
}
export type Documents = ReturnType<typeof createDocuments>;
