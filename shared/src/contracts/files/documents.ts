import { Type, type Static } from '@sinclair/typebox';
import { errors, Id, IdParams } from '../common';
import { PET_LIMITS } from '../limits';
import { DocumentKindSchema, PetDocument } from '../pets/pet-files';
import { defineRoute } from '../route';
import { fileEndpoints } from './endpoints';
import { UploadId } from './upload-id';

/** Pet documents (uploaded with FilePond to `/api/uploads/docs`, then attached). */

export const PetDocumentList = Type.Object({ items: Type.Array(PetDocument) });
export type PetDocumentList = Static<typeof PetDocumentList>;

export const AddDocumentBody = Type.Object(
  {
    petId: Id,
    uploadId: Type.Optional(UploadId),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: PET_LIMITS.attachedDocumentTitle })),
    kind: Type.Optional(DocumentKindSchema),
  },
  {
    additionalProperties: false,
    description: 'JSON with `uploadId`, or multipart/form-data with `file`, `petId`, `title`, `kind`. kind defaults to other, title to the file name.',
  },
);
export type AddDocumentBody = Static<typeof AddDocumentBody>;

const PetDocumentParams = Type.Object({ id: Id, documentId: Id }, { additionalProperties: false });

export const addDocumentRoute = defineRoute({
  ...fileEndpoints.addDocument,
  schema: { tags: ['docs'], summary: 'Attach an uploaded document to a pet (JSON or multipart)', consumes: ['application/json', 'multipart/form-data'], body: AddDocumentBody, response: { 200: PetDocument, ...errors(400, 401, 403, 404, 409, 429) } },
});

export const deleteDocumentRoute = defineRoute({
  ...fileEndpoints.deleteDocument,
  schema: { tags: ['docs'], summary: 'Delete document `documentId` of pet `id` (owner or moderator)', params: PetDocumentParams, response: { 200: PetDocumentList, ...errors(400, 401, 403, 404) } },
});

export const petDocumentsRoute = defineRoute({
  ...fileEndpoints.petDocuments,
  schema: { tags: ['docs'], summary: "A pet's documents (drafts: owner and moderators only)", params: IdParams, response: { 200: PetDocumentList, ...errors(400, 401, 404) } },
});

