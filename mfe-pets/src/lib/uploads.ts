import { readTokens } from '@bc/shared';
import {
  DOCUMENT_MIME_TYPES,
  FILEPOND_CHUNK_SIZE,
  filePondChunkHeaders,
  filePondServer as contractServer,
  IGNORED_FILE_NAMES,
  IMAGE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  type UploadTarget,
} from '@bc/shared/contracts';

export type { UploadTarget };

/** FilePond's `maxFileSize` in bytes (it would read '20MB' as 20 × 1000 × 1000; the server allows 20 × 1024 × 1024). */
export const UPLOAD_MAX_SIZE = String(UPLOAD_MAX_BYTES);
export const CHUNK_SIZE = FILEPOND_CHUNK_SIZE;
/** What FilePond's type check accepts for each endpoint (the server checks the content again). */
export const ACCEPTED_TYPES: Record<UploadTarget, string[]> = { images: [...IMAGE_MIME_TYPES], docs: [...DOCUMENT_MIME_TYPES] };
export const IGNORED_FILES: string[] = [...IGNORED_FILE_NAMES];

/** The refusals of an upload the form explains in the page's language (`upload.errors.<code>`), by the answer's `data.code`. */
export const UPLOAD_ERROR_CODES = ['empty_file', 'too_large', 'too_many_pixels', 'unsupported_type', 'unreadable', 'invalid_pdf'] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/** The code of a refused upload from the answer's body (FilePond hands it over as text), when it is one the form explains. */
export function uploadErrorCode(body: unknown): UploadErrorCode | null {
  if (typeof body !== 'string') return null;
  try {
    const code = (JSON.parse(body) as { data?: { code?: unknown } } | null)?.data?.code;
    return (UPLOAD_ERROR_CODES as readonly unknown[]).includes(code) ? (code as UploadErrorCode) : null;
  } catch {
    return null;
  }
}

/** Values of the error texts: the limits the server applies. */
export const UPLOAD_ERROR_VALUES = { size: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB`, limit: UPLOAD_MAX_PIXELS / 1_000_000 };

/** The answer's body as the error FilePond shows (read by `labelFileProcessingError`), not just the status text. */
const errorBody = (response: unknown) => (typeof response === 'string' ? response : null);

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
      onerror: errorBody,
    },
    patch: { url: server.patch, method: 'PATCH' as const, headers: chunkHeaders, onerror: errorBody },
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
