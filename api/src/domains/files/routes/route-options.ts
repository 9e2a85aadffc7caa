import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RouteContract, UploadTarget } from '@bc/shared/contracts';
import { badRequest } from '../../../lib/http-error';
import { textProblem } from '../../../lib/input-checks';
import { fromContract } from '../../../lib/route';
import { multipartBody } from '../multipart';
import type { ReceivedFile, UploadKind } from '../uploads';

/** What each upload endpoint takes. */
export const KIND_OF: Record<UploadTarget, UploadKind> = { images: 'image', docs: 'document' };

/** The contract's auth hook, then the per-member upload limit (when rate limits are on). */
export function limitedUploads(app: FastifyInstance, auth: onRequestAsyncHookHandler | undefined): onRequestAsyncHookHandler[] {
  return [auth, app.files.uploadLimit].filter((hook): hook is onRequestAsyncHookHandler => hook !== undefined);
}

/**
 * Upload-Name: percent-encoded UTF-8 (what a browser must send: header values are Latin-1 only, so FilePond's raw
 * `file.name` fails for e.g. Cyrillic names), or raw bytes (read back as UTF-8 when they are). A name with text no
 * field accepts (NUL, control characters: lib/input-checks.ts) is a 400 naming the header.
 */
export function uploadName(value: string | string[] | undefined): string | undefined {
  const name = decodedUploadName(Array.isArray(value) ? value[0] : value);
  const problem = name === undefined ? undefined : textProblem(name);
  if (problem) throw badRequest(`headers/upload-name ${problem}`, 'upload-name');
  return name;
}

function decodedUploadName(raw: string | undefined): string | undefined {
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

/**
 * Route options of POST /api/images/add and /api/docs/add: the contract's, the upload limit, and a file that may come
 * with the fields (multipart `file`, `petId` as a number) instead of an upload id.
 */
export function attachOptions<C extends RouteContract>(app: FastifyInstance, contract: C) {
  const base = fromContract(app, contract);
  return {
    ...base,
    onRequest: limitedUploads(app, base.onRequest),
    preValidation: multipartBody(() => ({ tempDir: app.files.tempDir, maxBytes: app.files.maxBytes, fileFields: ['file'] }), ['petId']),
  };
}

/**
 * What a POST /api/images/add or /api/docs/add attaches: the FilePond upload `uploadId`, or the file sent with the
 * request (multipart); 400 when it is both or neither.
 */
export function uploadOrFile(request: FastifyRequest, uploadId: string | undefined, what: 'image' | 'document'): { uploadId: string } | { file: ReceivedFile } {
  const file = request.receivedFile;
  if (uploadId !== undefined && file) throw badRequest('Send either uploadId or a file, not both', 'uploadId');
  if (file) return { file };
  if (uploadId === undefined) {
    throw request.isMultipart()
      ? badRequest(`body/file is required: the ${what} as a multipart file`, 'file')
      : badRequest(`body/uploadId is required (a FilePond upload), or send the ${what} as a multipart file`, 'uploadId');
  }
  return { uploadId };
}
