/**
 * Storage keys: `images/<uploadId>/<160|480|1280>.webp` and `docs/<uploadId>.<pdf|jpg|png>`. Only keys of this
 * shape are ever read, written or served, so no request can reach outside the files folder.
 */
const KEY = /^(images\/[A-Za-z0-9_-]{22}\/\d{2,4}\.webp|docs\/[A-Za-z0-9_-]{22}\.(pdf|jpg|png))$/;

export const isFileKey = (key: string) => KEY.test(key);

export const imageKey = (uploadId: string, size: number) => `images/${uploadId}/${size}.webp`;
export const documentKey = (uploadId: string, extension: 'pdf' | 'jpg' | 'png') => `docs/${uploadId}.${extension}`;

const TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** The content type of a stored file, from its key's extension (keys are written only by this server). */
export const contentTypeOfKey = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Documents (PDFs, scans) are downloaded, never opened in the site's origin: whatever a file holds, it cannot act as
 * a page of the site. Photos are shown inline.
 */
export const isDocumentKey = (key: string) => key.startsWith('docs/');

/** Stored files never change (new content gets a new key). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
