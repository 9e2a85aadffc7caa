import { readTokens } from '@bc/shared';
import {
  DOCUMENT_MIME_TYPES,
  FILEPOND_CHUNK_SIZE,
  filePondChunkHeaders,
  filePondServer as contractServer,
  IGNORED_FILE_NAMES,
  IMAGE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  type UploadTarget,
} from '@bc/shared/contracts';

export type { UploadTarget };

/** FilePond's `maxFileSize` in bytes (it would read '20MB' as 20 × 1000 × 1000; the server allows 20 × 1024 × 1024). */
export const UPLOAD_MAX_SIZE = String(UPLOAD_MAX_BYTES);
export const CHUNK_SIZE = FILEPOND_CHUNK_SIZE;
/** What FilePond's type check accepts for each endpoint (the server checks the content again). */
export const ACCEPTED_TYPES: Record<UploadTarget, string[]> = { images: [...IMAGE_MIME_TYPES], docs: [...DOCUMENT_MIME_TYPES] };
export const IGNORED_FILES: string[] = [...IGNORED_FILE_NAMES];

/** The Bearer header, read when each request starts (the token may have been refreshed since the page opened). */
function auth(): Record<string, string> {
  const { accessToken } = readTokens();
  return accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
}

interface Chunk {
  offset: number;
  file: { size: number; name: string };
}

/** Headers of one chunk: the contract's (Upload-Name percent-encoded, so any file name is a valid header value) and the token. */
export const chunkHeaders = (chunk: Chunk) => filePondChunkHeaders(chunk, auth());

/**
 * FilePond's `server` option for one endpoint, from the contract's (files.ts): process (POST; chunked above the
 * chunk size: POST with Upload-Length, then PATCH ?patch=<id>), revert (DELETE with the id as the body). Every
 * request carries the current token. Restore, load and fetch stay off: the form never restores uploads.
 */
export function filePondServer(target: UploadTarget) {
  const server = contractServer(target);
  return {
    url: server.url,
    process: {
      ...server.process,
      headers: (file: File) => (file.size > CHUNK_SIZE ? { ...auth(), 'Upload-Length': String(file.size) } : auth()),
    },
    patch: { url: server.patch, method: 'PATCH' as const, headers: chunkHeaders },
    revert: (uploadId: string, load: () => void, error: (text: string) => void) => {
      fetch(server.url, { method: 'DELETE', body: uploadId, headers: { ...auth(), 'Content-Type': 'text/plain' } })
        .then((response) => (response.ok ? load() : error(response.statusText)))
        .catch(() => error('network'));
    },
    restore: null,
    load: null,
    fetch: null,
  };
}

/** An upload FilePond finished: the server's id (attach it with /api/images/add or /api/docs/add) and the file. */
export interface UploadedFile {
  /** FilePond's item id. */
  key: string;
  uploadId: string;
  name: string;
  file: File;
}
