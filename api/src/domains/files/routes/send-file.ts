import type { FastifyReply } from 'fastify';
import { notFound } from '../../../lib/http-error';
import { contentTypeOfKey, type FileStorage, isDocumentKey } from '../storage';
import { mainKeyOf, storedName, type UploadRow } from '../uploads';

/** `inline` or `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file with its content type (from the key, which only this server writes), never sniffed; a document
 * as a download (`attachment`, named after the file as sent or else after its key), a photo inline.
 */
export async function sendStored(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: { cacheControl: string; filename?: string },
) {
  const file = await storage.read(key);
  if (!file) throw notFound('No such file');
  reply.header('content-type', contentTypeOfKey(key));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', options.cacheControl);
  if (file.size !== undefined) reply.header('content-length', file.size);
  if (isDocumentKey(key)) {
    reply.header('content-disposition', options.filename ? contentDisposition('attachment', options.filename) : `attachment; filename="${key.slice(5)}"`);
  } else if (options.filename) {
    reply.header('content-disposition', contentDisposition('inline', options.filename));
  }
  return reply.send(file.stream);
}

/** Streams an upload's main file, never cached, named after the file as sent. */
export function sendUpload(reply: FastifyReply, storage: FileStorage, row: UploadRow) {
  const key = mainKeyOf(row);
  return sendStored(reply, storage, key, { cacheControl: 'private, no-store', filename: storedName(row, key) });
}
