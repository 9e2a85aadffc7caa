import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_SIZES } from '@bc/shared/contracts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { Data } from '../data';
import { checkName, checkPdf, checkSize, checkType, fileProblem, sniff } from './checks';
import { readAtMost } from './chunk-body';
import type { UploadKind, UploadRow } from './data/uploads';
import { checkPixels, imageVariants, strippedImage } from './image-variants';
import { contentTypeOfKey, documentKey, type FileStorage, imageKey } from './storage';

export type { UploadKind, UploadRow } from './data/uploads';

export interface UploadSettings {
  /** Largest accepted file (20 MB). */
  maxBytes: number;
  /** Unfinished chunked uploads a member may have at once. */
  maxPendingPerUser: number;
  /** Uploads not attached within this time are deleted with their files (24 h). */
  expireAfterMs: number;
}

export interface Uploader {
  id: number;
  isModerator: boolean;
}

/** A whole file received in one request (multipart), in a temp file. */
export interface ReceivedFile {
  path: string;
  name: string;
  size: number;
  /** More bytes arrived than allowed (the rest were dropped). */
  truncated: boolean;
}

export const newUploadId = () => randomBytes(16).toString('base64url');

/** Every key an upload may own (images: the sizes; documents: one of the extensions). */
const keysOf = (row: Pick<UploadRow, 'id' | 'kind' | 'files'>) =>
  row.kind === 'image'
    ? Object.values(IMAGE_SIZES).map((size) => imageKey(row.id, size))
    : [...new Set([...row.files, ...(['pdf', 'jpg', 'png'] as const).map((ext) => documentKey(row.id, ext))])];

/** The key answered by restore and load: the large image, or the document. */
export const mainKeyOf = (row: UploadRow) => (row.kind === 'image' ? imageKey(row.id, IMAGE_SIZES.large) : row.files[0]);

const EXTENSIONS: Record<string, 'pdf' | 'jpg' | 'png'> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The name a restored file is given: the sent name with the stored file's extension. */
export function storedName(row: UploadRow, key: string): string {
  const extension = key.slice(key.lastIndexOf('.'));
  const base = (row.name ?? 'file').replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${base}${extension}`;
}

/**
 * The life of an upload (FilePond's server file): received whole or in chunks into DATA_DIR/uploads-tmp,
 * checked by content (type, an image's pixels, a PDF's structure), stored (images as WebP sizes, PDFs as they are,
 * image documents re-encoded), attached (`used`) or expired.
 */
export function createUploads(records: Data['uploads'], storage: FileStorage, tempDir: string, settings: UploadSettings) {
  /** Uploads a chunk is being written to (one at a time per upload). */
  const busy = new Set<string>();
  const tempPath = (id: string) => join(tempDir, `${id}.part`);
  const byId = (id: string) => records.byId(id);

  /** The caller's upload (moderators: anyone's when `moderators`), else 404 naming `field`. */
  async function own(user: Uploader, id: string, field: string, moderators = false): Promise<UploadRow> {
    const row = await byId(id);
    if (!row || (row.userId !== user.id && !(moderators && user.isModerator))) throw notFound(`No upload with the id "${id}"`, field);
    return row;
  }

  async function removeFiles(row: UploadRow) {
    await storage.remove(keysOf(row));
    await rm(tempPath(row.id), { force: true });
  }

  async function discard(row: UploadRow) {
    await records.delete(row.id);
    await removeFiles(row);
  }

  /** Checks the complete file by content, stores it and marks the upload ready (or used). */
  async function finish(row: UploadRow, path: string, status: 'ready' | 'used'): Promise<UploadRow> {
    const { size } = await stat(path);
    checkSize(size, settings.maxBytes);
    const mime = checkType(row.kind, await sniff(path));
    // Checked before anything is decoded or stored: an image's pixels from its header, a PDF's structure.
    const pdfBody = mime === 'application/pdf' ? await readFile(path) : null;
    if (pdfBody) checkPdf(pdfBody);
    else await checkPixels(path);
    const keys: string[] = [];
    const put = async (key: string, body: Buffer) => {
      await storage.put(key, body, contentTypeOfKey(key));
      keys.push(key);
    };
    let width: number | null = null;
    let height: number | null = null;
    try {
      if (row.kind === 'image') {
        const variants = await imageVariants(path);
        for (const variant of variants) await put(imageKey(row.id, variant.size), variant.data);
        const large = variants[variants.length - 1];
        width = large.width;
        height = large.height;
      } else {
        const extension = EXTENSIONS[mime];
        const body = pdfBody ?? await strippedImage(path, extension === 'png' ? 'png' : 'jpeg');
        await put(documentKey(row.id, extension), body);
      }
    } catch (error) {
      await storage.remove(keys).catch(() => {});
      throw error;
    }
    const main = row.kind === 'image' ? imageKey(row.id, IMAGE_SIZES.large) : keys[0];
    return records.stored(row.id, { status, size, received: size, mime, width, height, files: keys, url: storage.url(main) });
  }

  return {
    settings,
    tempDir,
    find: byId,

    /** A whole file sent in one request: checked, stored, and `ready` (FilePond) or `used` (attached at once). */
    async storeFile(user: Uploader, kind: UploadKind, file: ReceivedFile, status: 'ready' | 'used'): Promise<UploadRow> {
      checkName(file.name);
      if (file.truncated) throw fileProblem(`The file is too large; the limit is ${settings.maxBytes} bytes`, 'too_large');
      checkSize(file.size, settings.maxBytes);
      checkType(kind, await sniff(file.path));
      const row = await records.insert({ id: newUploadId(), userId: user.id, kind, name: file.name.slice(0, 255) || null, size: file.size, received: 0 });
      try {
        return await finish(row, file.path, status);
      } catch (error) {
        await discard(row);
        throw error;
      }
    },

    /**
     * A stored document upload (a JPEG or PNG a member sent with an attachment request) made into a new image upload of
     * `user`, `used` at once: its sizes are made as for any photo. The document upload is left as it is.
     */
    async imageFrom(user: Uploader, row: UploadRow): Promise<UploadRow> {
      const stored = await storage.read(mainKeyOf(row));
      const body = stored && (await readAtMost(stored.stream, settings.maxBytes));
      if (!body) throw notFound(`The file of upload "${row.id}" is missing`, 'id');
      await mkdir(tempDir, { recursive: true });
      const path = join(tempDir, `${newUploadId()}.image`);
      await writeFile(path, body);
      try {
        return await this.storeFile(user, 'image', { path, name: row.name ?? 'photo', size: body.length, truncated: false }, 'used');
      } finally {
        await rm(path, { force: true });
      }
    },

    /** Chunked upload, step 1: the declared length (Upload-Length) → a new id; chunks follow with PATCH. */
    async start(user: Uploader, kind: UploadKind, length: number, name?: string): Promise<UploadRow> {
      checkName(name);
      checkSize(length, settings.maxBytes);
      const n = await records.receivingCount(user.id);
      if (n >= settings.maxPendingPerUser) {
        throw new HttpError(429, `Too many unfinished uploads (${n}); finish or cancel one first`, { code: 'too_many_unfinished' });
      }
      const id = newUploadId();
      await mkdir(tempDir, { recursive: true });
      await writeFile(tempPath(id), '');
      return records.insert({ id, userId: user.id, kind, name: name?.slice(0, 255) || null, size: length, received: 0 });
    },

    /** HEAD ?patch=<id>: how many bytes arrived (FilePond resumes from there). */
    async progress(user: Uploader, id: string, kind: UploadKind): Promise<UploadRow> {
      const row = await own(user, id, 'patch');
      if (row.kind !== kind) throw notFound(`No upload with the id "${id}" here`, 'patch');
      return row;
    },

    /**
     * PATCH ?patch=<id>: one chunk at `offset` (must equal the bytes received: 409 otherwise). The chunk is kept
     * whole or not at all, so the offset always falls between chunks. The last chunk completes the file.
     */
    async appendChunk(
      user: Uploader,
      id: string,
      kind: UploadKind,
      chunk: { offset: number; length: number; name: string | undefined; body: Readable },
    ): Promise<UploadRow> {
      if (busy.has(id)) throw conflict('Another chunk of this upload is being received; retry in a moment', 'patch');
      busy.add(id);
      try {
        const row = await own(user, id, 'patch');
        if (row.kind !== kind) throw notFound(`No upload with the id "${id}" here`, 'patch');
        if (row.status !== 'receiving') throw conflict('This upload is complete already', 'patch');
        if (chunk.length !== row.size) {
          throw badRequest(`Upload-Length ${chunk.length} differs from the length declared at the start (${row.size})`, 'upload-length');
        }
        if (chunk.offset !== row.received) {
          throw new HttpError(409, `Upload-Offset ${chunk.offset} does not match the ${row.received} bytes received so far`, {
            field: 'upload-offset', offset: row.received,
          });
        }
        const name = chunk.name ?? row.name ?? undefined;
        if (name) {
          try {
            checkName(name);
          } catch (error) {
            await discard(row);
            throw error;
          }
        }
        const data = await readAtMost(chunk.body, row.size - row.received);
        if (data === null) {
          throw fileProblem(`The chunk goes past Upload-Length: the file was declared as ${row.size} bytes`, 'too_large');
        }
        if (data.length === 0) throw badRequest('The chunk is empty', 'body');
        const handle = await open(tempPath(id), 'r+');
        try {
          await handle.write(data, 0, data.length, row.received);
          await handle.truncate(row.received + data.length);
        } catch (error) {
          await handle.truncate(row.received).catch(() => {});
          throw error;
        } finally {
          await handle.close();
        }
        const received = row.received + data.length;
        const updated = await records.received(id, row.received, received, name?.slice(0, 255) ?? null);
        if (!updated) throw conflict('The upload changed meanwhile; ask for its offset (HEAD) and resume', 'upload-offset');
        if (received < row.size) return updated;
        try {
          const done = await finish(updated, tempPath(id), 'ready');
          await rm(tempPath(id), { force: true });
          return done;
        } catch (error) {
          await discard(updated);
          throw error;
        }
      } finally {
        busy.delete(id);
      }
    },

    /** FilePond revert: removes the caller's upload unless it is attached (409). */
    async revert(user: Uploader, id: string, kind: UploadKind): Promise<void> {
      const row = await own(user, id, 'body');
      if (row.kind !== kind) throw notFound(`No upload with the id "${id}" here`, 'body');
      if (row.status === 'used') throw conflict('This upload is attached already; delete the photo or document instead', 'body');
      if (!(await records.deleteUnattached(id))) throw conflict('This upload was attached meanwhile', 'body');
      await removeFiles(row);
    },

    /** A stored upload of the caller (moderators: anyone's) for restore and load; 404 while chunks are missing. */
    async stored(user: Uploader, id: string, kind: UploadKind, field: string): Promise<UploadRow> {
      const row = await own(user, id, field, true);
      if (row.kind !== kind || row.status === 'receiving') throw notFound(`No stored upload with the id "${id}" here`, field);
      return row;
    },

    /**
     * Marks the caller's ready upload as attached (inside the attaching transaction); explains why not otherwise,
     * naming `field` (404 for an upload that is not the caller's: another member's file is never attached).
     */
    async use(tx: Data, user: Uploader, id: string, kind: UploadKind, field = 'uploadId'): Promise<UploadRow> {
      const row = await tx.uploads.markUsed(id, user.id, kind);
      if (row) return row;
      const found = await tx.uploads.byId(id);
      if (!found || found.userId !== user.id) throw notFound(`No upload of yours with the id "${id}"`, field);
      if (found.kind !== kind) throw badRequest(`Upload "${id}" is ${found.kind === 'image' ? 'an image' : 'a document'}, not ${kind === 'image' ? 'an image' : 'a document'}`, field);
      if (found.status === 'receiving') throw conflict(`Upload "${id}" is not complete yet`, field);
      throw conflict(`Upload "${id}" is attached already`, field);
    },

    /**
     * After a photo, document or avatar let go of an upload (committed): the upload and its files go, unless another
     * row still uses it (an approved attachment request's document and the request share theirs, say).
     */
    async release(id: string): Promise<void> {
      const row = await records.deleteUnused(id);
      if (row) await removeFiles(row);
    },

    /**
     * Expiry (at start and hourly): uploads not attached for `expireAfterMs` are deleted with their files, except
     * ready ones whose URL a pet already uses (they become `used`); stray temp files of that age go too.
     */
    async cleanup(now = Date.now()): Promise<{ expired: number; tempFiles: number }> {
      const cutoff = new Date(now - settings.expireAfterMs);
      const expired = await records.expire(cutoff);
      for (const row of expired) await removeFiles(row);
      let tempFiles = 0;
      const names = await readdir(tempDir).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(tempDir, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile() && info.mtimeMs < cutoff.getTime()) {
          await rm(path, { force: true });
          tempFiles += 1;
        }
      }
      return { expired: expired.length, tempFiles };
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
