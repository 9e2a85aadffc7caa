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
 * `PetDocument` of ../pets (sizes of a photo: `imageSizes(photo.url)`); document kinds are its `DOCUMENT_KINDS`.
 */

export * from './endpoints';
export * from './upload-protocol';
export * from './upload-id';
export * from './images';
export * from './documents';
export * from './stored-files';
export * from './uploads';
