import { readTokens } from '@bc/shared';

/**
 * The upload endpoints of shared/src/contracts/files.ts (FilePond's server protocol).
 * TODO(contracts): files.ts is not exported from `@bc/shared/contracts` yet, and the contract's helpers are values
 * (this remote imports types only), so the few constants are repeated here; switch the types when it is exported.
 */
export type UploadTarget = 'images' | 'docs';
export const uploadUrl = (target: UploadTarget) => `/api/uploads/${target}`;
export const CHUNK_SIZE = 5_000_000;
export const UPLOAD_MAX_SIZE = '20MB';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const IGNORED_FILES = ['.ds_store', 'thumbs.db', 'desktop.ini'];

/** The Bearer header, read when each request starts (the token may have been refreshed since the page opened). */
function auth(): Record<string, string> {
  const { accessToken } = readTokens();
  return accessToken ? { Authorization: `Bearer ${accessToken}` } : {};
}

interface Chunk {
  offset: number;
  file: File;
}

/**
 * FilePond's `server` option for one endpoint: process (POST; chunked above CHUNK_SIZE: POST with Upload-Length,
 * then PATCH ?patch=<id>), revert (DELETE with the id as the body). Every request carries the current token.
 */
export function filePondServer(target: UploadTarget) {
  const url = uploadUrl(target);
  return {
    url,
    process: {
      url: '',
      method: 'POST' as const,
      headers: (file: File) => (file.size > CHUNK_SIZE ? { ...auth(), 'Upload-Length': String(file.size) } : auth()),
    },
    patch: {
      url: '?patch=',
      method: 'PATCH' as const,
      headers: (chunk: Chunk) => ({
        ...auth(),
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(chunk.offset),
        'Upload-Length': String(chunk.file.size),
        'Upload-Name': chunk.file.name,
      }),
    },
    revert: (uploadId: string, load: () => void, error: (text: string) => void) => {
      fetch(url, { method: 'DELETE', body: uploadId, headers: { ...auth(), 'Content-Type': 'text/plain' } })
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
