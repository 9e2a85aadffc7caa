import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Id, Nullable } from '../common';
import { PET_LIMITS } from '../limits';
import { UploadId } from '../files/upload-id';
import { strict, text } from '../schema';

/** A pet's photos and documents, as written in a pet's body and as shown. */

export const DOCUMENT_KINDS = ['pedigree', 'registration', 'health', 'title', 'other'] as const;
export const DocumentKindSchema = Type.Union(DOCUMENT_KINDS.map((v) => Type.Literal(v)));

/**
 * A photo: an existing one by id, or a new one by `uploadId`: an image the caller uploaded (`/api/uploads/images`) and
 * has not attached yet. Order = position; at most one `isMain` (default: the first).
 */
export const PetPhotoInput = Type.Union([
  Type.Object({ id: Id, isMain: Type.Optional(Type.Boolean()) }, strict),
  Type.Object({ uploadId: UploadId, isMain: Type.Optional(Type.Boolean()) }, strict),
]);
export type PetPhotoInput = Static<typeof PetPhotoInput>;
export const PetPhoto = Type.Object({
  id: Id,
  url: Type.String(),
  position: Type.Integer(),
  isMain: Type.Boolean(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
});
export type PetPhoto = Static<typeof PetPhoto>;

/**
 * A document: an existing one by id (title and kind may change), or a new one by `uploadId`: a document the caller
 * uploaded (`/api/uploads/docs`) and has not attached yet.
 */
export const PetDocumentInput = Type.Union([
  Type.Object({ id: Id, kind: Type.Optional(DocumentKindSchema), title: Type.Optional(Nullable(text(PET_LIMITS.documentTitle))) }, strict),
  Type.Object({ uploadId: UploadId, kind: Type.Optional(DocumentKindSchema), title: Type.Optional(Nullable(text(PET_LIMITS.documentTitle))) }, strict),
]);
export type PetDocumentInput = Static<typeof PetDocumentInput>;
export const PetDocument = Type.Object({
  id: Id,
  kind: Type.String(),
  title: Nullable(Type.String()),
  url: Type.String(),
  createdAt: DateTime,
});
export type PetDocument = Static<typeof PetDocument>;
