import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { textProblem } from '../../lib/input-checks';
import { newUploadId, type ReceivedFile } from './uploads';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart request, in a temp file removed when the answer is sent. */
    receivedFile: ReceivedFile | null;
  }
}

/** Options of @fastify/multipart wherever files are received. */
export const MULTIPART_OPTIONS = { throwFileSizeLimit: false } as const;

export interface MultipartOptions {
  tempDir: string;
  maxBytes: number;
  /** Field names that may hold the file (the first is named in errors). */
  fileFields: readonly string[];
}

export interface MultipartContent {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** Multipart errors of @fastify/multipart and busboy (limits, malformed bodies) → 400 naming the problem. */
function describe(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const e = error as { code?: string; message?: string; syscall?: string };
  if (e?.syscall) return error; // the disk, not the request
  if (e?.code === 'FST_FILES_LIMIT') return badRequest('Send one file per request', 'file');
  if (e?.code === 'FST_PARTS_LIMIT' || e?.code === 'FST_FIELDS_LIMIT') return badRequest('The form has too many fields', 'body');
  return badRequest(`The multipart body could not be read: ${e?.message ?? 'malformed'}`, 'body');
}

/**
 * Reads a multipart body: text fields, and at most one file streamed to a temp file (never held in memory).
 * A file over `maxBytes` is cut there and flagged `truncated`.
 */
export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartContent> {
  await mkdir(options.tempDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  try {
    // The plugin is registered with throwFileSizeLimit: false (see MULTIPART_OPTIONS): a long file is cut and flagged.
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 50 },
    });
    for await (const part of parts) {
      // Field names, values and the file's name are text like any other (lib/input-checks.ts): NUL, control
      // characters and lone surrogates are refused, naming the field.
      const problem = textProblem(part.fieldname) ?? (part.type === 'field' ? textProblem(String(part.value)) : textProblem(part.filename ?? ''));
      if (problem) {
        if (part.type === 'file') part.file.resume();
        throw badRequest(`body/${part.fieldname}${part.type === 'file' ? ' (the file name)' : ''} ${problem}`, part.fieldname);
      }
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`The multipart field "${part.fieldname}" cannot hold a file; send the file as "${options.fileFields[0]}"`, part.fieldname);
      }
      const path = join(options.tempDir, `${newUploadId()}.direct`);
      file = { path, name: part.filename ?? '', size: 0, truncated: false };
      await pipeline(part.file, createWriteStream(path));
      file.size = (await stat(path)).size;
      file.truncated = part.file.truncated;
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    throw describe(error);
  }
  return { fields, file };
}

/**
 * preValidation for routes taking JSON or multipart: a multipart body becomes `request.body` (its text fields,
 * `numeric` ones as numbers when they are digits) for the route's schema, and its file `request.receivedFile`.
 */
export function multipartBody(options: () => MultipartOptions, numeric: readonly string[] = []) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const { fields, file } = await readMultipart(request, options());
    request.receivedFile = file;
    request.body = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, numeric.includes(key) && /^\d{1,10}$/.test(value) ? Number(value) : value]),
    );
  };
}

/** onResponse: the temp file of the request's file goes, whatever the answer was. */
export async function removeReceivedFile(request: FastifyRequest) {
  if (request.receivedFile) await rm(request.receivedFile.path, { force: true });
}

/**
 * Lets the routes registered in `app` take a file with their JSON fields (`multipartBody`): multipart bodies are
 * parsed, and the temp file of a request goes when its answer is sent.
 */
export async function acceptFiles(app: FastifyInstance) {
  await app.register(multipart, MULTIPART_OPTIONS);
  app.decorateRequest('receivedFile', null);
  app.addHook('onResponse', removeReceivedFile);
}
