import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { UploadTarget } from '@bc/shared/contracts';
import type { UploadKind } from '../uploads';

/** What each upload endpoint takes. */
export const KIND_OF: Record<UploadTarget, UploadKind> = { images: 'image', docs: 'document' };

/** The contract's auth hook, then the per-member upload limit (when rate limits are on). */
export function limitedUploads(app: FastifyInstance, auth: onRequestAsyncHookHandler | undefined): onRequestAsyncHookHandler[] {
  return [auth, app.files.uploadLimit].filter((hook): hook is onRequestAsyncHookHandler => hook !== undefined);
}

/**
 * Upload-Name: percent-encoded UTF-8 (what a browser must send: header values are Latin-1 only, so FilePond's raw
 * `file.name` fails for e.g. Cyrillic names), or raw bytes (read back as UTF-8 when they are).
 */
export function uploadName(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  if (/%[0-9A-Fa-f]{2}/.test(raw)) {
    try {
      return decodeURIComponent(raw);
    } catch {
      // not percent-encoding after all
    }
  }
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? raw : utf8;
}
