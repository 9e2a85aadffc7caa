/**
 * The FilePond upload protocol's constants and helpers, without any schema: the browser apps import these values
 * (through `@bc/shared/contracts`) without pulling the TypeBox schemas into their bundles.
 */

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Largest image accepted, in pixels (width × height, read from the file's header before anything is decoded): 40
 * megapixels is above any camera's photo a member would send, and bounds what decoding one image may take (a PNG of
 * 119 megapixels fits in 15 KB but decodes to 119 MB).
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** FilePond's `chunkSize`: files above it are sent in chunks (PATCH). */
export const FILEPOND_CHUNK_SIZE = 5_000_000;
/** Long side in pixels of the stored WebP versions of every image (never enlarged). */
export const IMAGE_SIZES = { small: 160, medium: 480, large: 1280 } as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** System files refused with 400 and `data.code = 'ignored_file'` (FilePond skips them too by default). */
export const IGNORED_FILE_NAMES = ['.ds_store', 'thumbs.db', 'desktop.ini'] as const;
export const isIgnoredFileName = (name: string) =>
  (IGNORED_FILE_NAMES as readonly string[]).includes((name.split(/[\\/]/).pop() ?? '').trim().toLowerCase());

/** The upload endpoints: `images` (pet photos, avatars) and `docs` (pet documents, attachment requests). */
export const UPLOAD_TARGETS = ['images', 'docs'] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];
export const uploadUrl = <T extends UploadTarget>(target: T) => `/api/uploads/${target}` as const;

/**
 * FilePond's `server` option for one kind (add `headers: { Authorization: 'Bearer …' }`):
 * process POST url · patch PATCH/HEAD url?patch=<id> · revert DELETE url (body: id) ·
 * restore GET url?restore=<id> · load GET url?load=<id or file URL> · fetch GET url?fetch=<this site's file URL>.
 * FilePond sends `Upload-Name: file.name` raw with each chunk, which browsers refuse for non-Latin-1 names: give
 * `patch` a headers function sending `Upload-Name: encodeURIComponent(chunk.file.name)` (see `filePondChunkHeaders`).
 */
export const filePondServer = (target: UploadTarget) => ({
  url: uploadUrl(target),
  process: { url: '', method: 'POST' as const },
  patch: '?patch=',
  revert: '',
  restore: '?restore=',
  load: '?load=',
  fetch: '?fetch=',
});

/** Headers of one chunk, for FilePond's `server.patch.headers` (a function of the chunk replaces its defaults). */
export const filePondChunkHeaders = (chunk: { offset: number; file: { size: number; name: string } }, headers: Record<string, string> = {}) => ({
  ...headers,
  'Content-Type': 'application/offset+octet-stream',
  'Upload-Offset': String(chunk.offset),
  'Upload-Length': String(chunk.file.size),
  'Upload-Name': encodeURIComponent(chunk.file.name),
});
