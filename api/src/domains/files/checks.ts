import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, isIgnoredFileName } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { UploadKind } from './data/uploads';

/** A file the server will not take: 400 naming the problem, `data: { field: 'file', code }`. */
export const fileProblem = (message: string, code: 'empty_file' | 'too_large' | 'unsupported_type' | 'ignored_file' | 'unreadable') =>
  new HttpError(400, message, { field: 'file', code });

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

export function checkSize(size: number, maxBytes: number) {
  if (size <= 0) throw fileProblem('The file is empty', 'empty_file');
  if (size > maxBytes) {
    throw fileProblem(`The file is too large: ${size} bytes (${megabytes(size)}); the limit is ${megabytes(maxBytes)}`, 'too_large');
  }
}

/** .DS_Store, Thumbs.db and desktop.ini are refused (400, code ignored_file), as FilePond itself skips them. */
export function checkName(name: string | null | undefined) {
  if (name && isIgnoredFileName(name)) throw fileProblem(`Ignored file: "${name}" is a system file, not a photo or document`, 'ignored_file');
}

const LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'application/pdf': 'PDF',
};

/** The type of a file by its content (magic bytes), whatever its name says. */
export async function sniff(path: string): Promise<string | undefined> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return (await fileTypeFromBuffer(buffer.subarray(0, bytesRead)))?.mime;
  } finally {
    await handle.close();
  }
}

/** The detected type when the kind accepts it; otherwise 400 saying what was expected and what was found. */
export function checkType(kind: UploadKind, mime: string | undefined): string {
  const accepted: readonly string[] = kind === 'image' ? IMAGE_MIME_TYPES : DOCUMENT_MIME_TYPES;
  if (mime && accepted.includes(mime)) return mime;
  const expected = kind === 'image' ? 'a JPEG, PNG or WebP image' : 'a PDF, JPEG or PNG document';
  const found = mime ? `its content is ${LABELS[mime] ?? mime}` : 'its content is not a recognised file type';
  throw fileProblem(`The file is not ${expected} (${found})`, 'unsupported_type');
}
