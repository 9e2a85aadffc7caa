import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { errors, Id, Nullable } from './common';
import { DocumentKindSchema, PetDocument, PetPhoto } from './pets';
import { defineRoute, type RouteAuth } from './route';
import { IMAGE_SIZES, type ImageSizeName, uploadUrl, type UploadTarget } from './upload-protocol';
import { UploadId } from './upload-id';

/**
 * Files: pet photos, avatars and pet documents.
 *
 * Uploads follow FilePond's server protocol (https://pqina.nl/filepond/docs/api/server/), one endpoint per kind:
 * `/api/uploads/images` and `/api/uploads/docs`. Configure FilePond with `filePondServer(kind)` plus the Bearer
 * header, `chunkUploads: true` and `chunkSize: FILEPOND_CHUNK_SIZE`. The answered server file id (an `UploadId`)
 * is then attached with `POST /api/images/add` or `POST /api/docs/add`; unattached uploads expire after 24 h.
 *
 * Files are recognised by their content (magic bytes), not their name. Images (JPEG, PNG, WebP ≤ 20 MB) are
 * stored as WebP in three sizes with all metadata removed; documents (PDF, JPEG, PNG ≤ 20 MB) as they are
 * (JPEG/PNG documents re-encoded without metadata). Photos and documents are answered as `PetPhoto` and
 * `PetDocument` of ./pets (sizes of a photo: `imageSizes(photo.url)`); document kinds are its `DOCUMENT_KINDS`.
 */

export * from './upload-protocol';
export { UploadId } from './upload-id';

/** The stored sizes of an image; `url` fields point at /api/files/… or the S3 public URL. */
export const ImageSizes = Type.Object({ small: Type.String(), medium: Type.String(), large: Type.String() });
export type ImageSizes = Static<typeof ImageSizes>;

/** `…/<id>/1280.webp` → `…/<id>/160.webp`; URLs of another shape are answered unchanged. */
export function imageSizeUrl(url: string, size: ImageSizeName): string {
  return url.replace(/\/(\d{2,4})\.webp$/, `/${IMAGE_SIZES[size]}.webp`);
}
export const imageSizes = (url: string): ImageSizes => ({
  small: imageSizeUrl(url, 'small'), medium: imageSizeUrl(url, 'medium'), large: imageSizeUrl(url, 'large'),
});

export const PetPhotoList = Type.Object({ items: Type.Array(PetPhoto) });
export type PetPhotoList = Static<typeof PetPhotoList>;

export const AddImageBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.Literal('pet'), Type.Literal('avatar')], { description: 'Default: pet when petId is given' })),
    petId: Type.Optional(Id),
    uploadId: Type.Optional(UploadId),
  },
  {
    additionalProperties: false,
    description:
      'JSON `{ petId, uploadId }` attaches an uploaded photo to a pet (owner or moderator); `{ kind: "avatar", uploadId }` ' +
      'keeps an upload as an avatar. Or multipart/form-data: `file` plus `kind` (avatar|pet) and `petId` for pet photos.',
  },
);
export type AddImageBody = Static<typeof AddImageBody>;

/** A stored image: a pet photo (`id` is the photo's id) or an avatar (`id` null; `url` is the medium size). */
export const AddedImage = Type.Object({
  id: Nullable(Id),
  uploadId: UploadId,
  petId: Nullable(Id),
  url: Type.String(),
  sizes: ImageSizes,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  position: Nullable(Type.Integer()),
  isMain: Type.Boolean(),
});
export type AddedImage = Static<typeof AddedImage>;

export const OrderImagesBody = Type.Object(
  { petId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true, description: 'Every photo of the pet, in the new order' }) },
  { additionalProperties: false },
);
export type OrderImagesBody = Static<typeof OrderImagesBody>;

export const MainImageBody = Type.Object({ petId: Id, id: Id }, { additionalProperties: false });
export type MainImageBody = Static<typeof MainImageBody>;

export const RandomImagesQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 12 })) },
  { additionalProperties: false },
);
export type RandomImagesQuery = Static<typeof RandomImagesQuery>;

export const RandomImage = Type.Object({
  id: Id,
  petId: Id,
  url: Type.String(),
  sizes: ImageSizes,
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  registeredName: Type.String(),
  callName: Nullable(Type.String()),
});
export type RandomImage = Static<typeof RandomImage>;

export const PetDocumentList = Type.Object({ items: Type.Array(PetDocument) });
export type PetDocumentList = Static<typeof PetDocumentList>;

export const AddDocumentBody = Type.Object(
  {
    petId: Id,
    uploadId: Type.Optional(UploadId),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    kind: Type.Optional(DocumentKindSchema),
  },
  {
    additionalProperties: false,
    description: 'JSON with `uploadId`, or multipart/form-data with `file`, `petId`, `title`, `kind`. kind defaults to other, title to the file name.',
  },
);
export type AddDocumentBody = Static<typeof AddDocumentBody>;

const PetPhotoParams = Type.Object({ id: Id, photoId: Id }, { additionalProperties: false });
const PetDocumentParams = Type.Object({ id: Id, documentId: Id }, { additionalProperties: false });
const PetParams = Type.Object({ id: Id }, { additionalProperties: false });

/** A file answered as bytes (restore, load, fetch, /api/files/…). */
const FileBytes = Type.Unsafe<unknown>({
  type: 'string', format: 'binary', description: 'The file (image/webp, application/pdf, image/jpeg or image/png), Content-Disposition: inline; filename',
});

// ——— Pet photos and avatars ———

export const addImageRoute = defineRoute({
  method: 'POST', url: '/api/images/add', auth: 'user',
  schema: {
    tags: ['images'], summary: 'Attach an uploaded photo to a pet, or store an avatar (JSON or multipart)',
    body: AddImageBody, response: { 200: AddedImage, ...errors(400, 401, 403, 404, 409, 429) },
  },
});

export const orderImagesRoute = defineRoute({
  method: 'POST', url: '/api/images/order', auth: 'user',
  schema: { tags: ['images'], summary: "Reorder a pet's photos", body: OrderImagesBody, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) } },
});

export const mainImageRoute = defineRoute({
  method: 'POST', url: '/api/images/main', auth: 'user',
  schema: { tags: ['images'], summary: "Make a photo the pet's main photo", body: MainImageBody, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) } },
});

export const deleteImageRoute = defineRoute({
  method: 'GET', url: '/api/images/delete/:id/:photoId', auth: 'user',
  schema: {
    tags: ['images'], summary: 'Delete photo `photoId` of pet `id` (owner or moderator); the next photo becomes main',
    params: PetPhotoParams, response: { 200: PetPhotoList, ...errors(400, 401, 403, 404) },
  },
});

export const petImagesRoute = defineRoute({
  method: 'GET', url: '/api/images/pet/:id', auth: 'optional',
  schema: { tags: ['images'], summary: "A pet's photos in order (drafts: owner and moderators only)", params: PetParams, response: { 200: PetPhotoList, ...errors(400, 401, 404) } },
});

export const randomImagesRoute = defineRoute({
  method: 'GET', url: '/api/images/random', auth: 'public',
  schema: { tags: ['images'], summary: "A random sample of published pets' photos (one per pet)", querystring: RandomImagesQuery, response: { 200: Type.Object({ items: Type.Array(RandomImage) }), ...errors(400) } },
});

// ——— Pet documents ———

export const addDocumentRoute = defineRoute({
  method: 'POST', url: '/api/docs/add', auth: 'user',
  schema: { tags: ['docs'], summary: 'Attach an uploaded document to a pet (JSON or multipart)', body: AddDocumentBody, response: { 200: PetDocument, ...errors(400, 401, 403, 404, 409, 429) } },
});

export const deleteDocumentRoute = defineRoute({
  method: 'GET', url: '/api/docs/delete/:id/:documentId', auth: 'user',
  schema: { tags: ['docs'], summary: 'Delete document `documentId` of pet `id` (owner or moderator)', params: PetDocumentParams, response: { 200: PetDocumentList, ...errors(400, 401, 403, 404) } },
});

export const petDocumentsRoute = defineRoute({
  method: 'GET', url: '/api/docs/pet/:id', auth: 'optional',
  schema: { tags: ['docs'], summary: "A pet's documents (drafts: owner and moderators only)", params: PetParams, response: { 200: PetDocumentList, ...errors(400, 401, 404) } },
});

// ——— Stored files ———

/** Local storage only (with S3 the URLs point at S3_PUBLIC_URL; this route then redirects there). */
export const fileRoute = defineRoute({
  method: 'GET', url: '/api/files/*', auth: 'public',
  schema: {
    tags: ['files'], summary: 'A stored file: /api/files/images/<id>/<160|480|1280>.webp or /api/files/docs/<id>.<pdf|jpg|png>',
    description: 'Cache-Control: public, max-age=31536000, immutable.', response: { 200: FileBytes, ...errors(404) },
  },
});

// ——— FilePond protocol ———

export const FileQuery = Type.Object(
  {
    fetch: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "A file URL of this site (other hosts: 400)" })),
    restore: Type.Optional(UploadId),
    load: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'An upload id or a file URL of this site' })),
  },
  { additionalProperties: false },
);
export type FileQuery = Static<typeof FileQuery>;

export const PatchQuery = Type.Object({ patch: UploadId }, { additionalProperties: false });
export type PatchQuery = Static<typeof PatchQuery>;

const ByteCount = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
/** Upload-Name: percent-encoded UTF-8 (`encodeURIComponent(file.name)`): header values are Latin-1 only. */
const UploadName = Type.Optional(Type.String({ maxLength: 1000, description: 'The file name, percent-encoded UTF-8' }));
export const ProcessHeaders = Type.Object({ 'upload-length': Type.Optional(ByteCount), 'upload-name': UploadName });
export const PatchHeaders = Type.Object({
  'upload-offset': ByteCount,
  'upload-length': ByteCount,
  'upload-name': UploadName,
});

/** FilePond requests that are not GET or POST (kept out of the RouteContract list: HEAD answers no body). */
export interface ProtocolRouteContract {
  method: 'PATCH' | 'HEAD' | 'DELETE';
  url: string;
  auth: RouteAuth;
  schema: {
    tags: string[];
    summary: string;
    description?: string;
    querystring?: TSchema;
    headers?: TSchema;
    body?: TSchema;
    response: Record<number, TSchema>;
  };
}

const NoContent = Type.Null({ description: 'No content' });
const protocolRoute = (route: ProtocolRouteContract) => route;

function uploadContracts(target: UploadTarget) {
  const url = uploadUrl(target);
  const what = target === 'images' ? 'an image (JPEG, PNG, WebP)' : 'a document (PDF, JPEG, PNG)';
  const tags = ['uploads'];
  return {
    process: defineRoute({
      method: 'POST', url, auth: 'user',
      schema: {
        tags, summary: `FilePond process: upload ${what}, ≤ 20 MB`,
        description:
          'multipart/form-data with the file in field `filepond` (a metadata field of the same name is ignored) → 200 text/plain server file id. ' +
          'Chunked: the metadata field only and header `Upload-Length: <total bytes>` → 200 text/plain id; then PATCH ?patch=<id>.',
        headers: ProcessHeaders,
        response: { 200: Type.String({ description: 'text/plain: the server file id' }), ...errors(400, 401, 403, 415, 429) },
      },
    }),
    files: defineRoute({
      method: 'GET', url, auth: 'user',
      schema: {
        tags, summary: 'FilePond restore (?restore=<id>), load (?load=<id or file URL>) and fetch (?fetch=<file URL of this site>)',
        description: 'Answers the file with Content-Disposition: inline; filename="…". Images are answered as their stored large WebP.',
        querystring: FileQuery, response: { 200: FileBytes, ...errors(400, 401, 403, 404) },
      },
    }),
    patch: protocolRoute({
      method: 'PATCH', url, auth: 'user',
      schema: {
        tags, summary: 'FilePond chunk: ?patch=<id>, Content-Type application/offset+octet-stream',
        description: 'Headers Upload-Offset (must equal the bytes received so far, else 409 with the expected Upload-Offset), Upload-Length, Upload-Name. ' +
          '204 when stored; the last chunk also checks and stores the file (400 when it is not acceptable). ' +
          'To resume: HEAD ?patch=<id> answers header Upload-Offset (the bytes received).',
        querystring: PatchQuery, headers: PatchHeaders, response: { 204: NoContent, ...errors(400, 401, 403, 404, 409, 415) },
      },
    }),
    offset: protocolRoute({
      method: 'HEAD', url, auth: 'user',
      schema: { tags, summary: 'FilePond resume: ?patch=<id> answers header Upload-Offset (bytes received)', querystring: PatchQuery, response: { 200: NoContent } },
    }),
    revert: protocolRoute({
      method: 'DELETE', url, auth: 'user',
      schema: {
        tags, summary: 'FilePond revert: body (text/plain) = server file id; removes an upload not attached yet',
        body: UploadId, response: { 200: NoContent, ...errors(400, 401, 404, 409) },
      },
    }),
  };
}

const imageUploads = uploadContracts('images');
const documentUploads = uploadContracts('docs');

export const imageUploadRoute = imageUploads.process;
export const imageUploadFilesRoute = imageUploads.files;
export const documentUploadRoute = documentUploads.process;
export const documentUploadFilesRoute = documentUploads.files;

/** PATCH (chunk), HEAD (offset) and DELETE (revert) of each upload endpoint. */
export const uploadProtocolRoutes: Record<UploadTarget, Record<'patch' | 'offset' | 'revert', ProtocolRouteContract>> = {
  images: { patch: imageUploads.patch, offset: imageUploads.offset, revert: imageUploads.revert },
  docs: { patch: documentUploads.patch, offset: documentUploads.offset, revert: documentUploads.revert },
};
