import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, isIgnoredFileName } from '@bc/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { UploadKind } from './data/uploads';

/** A file the server will not take: 400 naming the problem, `data: { field: 'file', code }`. */
export const fileProblem = (
  message: string,
  code: 'empty_file' | 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'ignored_file' | 'unreadable' | 'invalid_pdf',
) => new HttpError(400, message, { field: 'file', code });

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

/** Markup a browser would run or draw if the file were ever read as HTML (or SVG): no PDF needs it in its bytes. */
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|frame|frameset|object|embed|svg|meta|link|style|form|base|img)[\s/>]/i;
/** The trailer at the very end: `startxref`, the offset of the cross-reference, `%%EOF` (then only line ends and spaces). */
const TRAILER = /startxref\s+\d+\s+%%EOF$/;
/** CR, LF, tab, space and NUL (bytes), which may follow the trailer. */
const TRAILING_SPACE = new Set([0x0d, 0x0a, 0x09, 0x20, 0x00]);

/**
 * A PDF document's structure: the `%PDF-1.x` / `%PDF-2.0` header at offset 0, the `startxref … %%EOF` trailer at the
 * very end, and no HTML or SVG markup anywhere, so the file is a PDF and nothing else (a PDF/HTML polyglot, with a
 * page after the trailer or a script in a comment, is refused with 400, code invalid_pdf).
 */
export function checkPdf(body: Buffer): void {
  const text = body.toString('latin1');
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n\t %]/.test(text)) {
    throw fileProblem('The PDF is damaged: it does not start with a PDF header (%PDF-1.x or %PDF-2.0)', 'invalid_pdf');
  }
  let end = body.length;
  while (end > 0 && TRAILING_SPACE.has(body[end - 1])) end -= 1;
  if (!TRAILER.test(text.slice(Math.max(0, end - 1024), end))) {
    throw fileProblem('The PDF is damaged or incomplete: it does not end with its trailer (startxref, %%EOF)', 'invalid_pdf');
  }
  if (MARKUP.test(text)) throw fileProblem('The PDF contains HTML or SVG markup; only plain PDF documents are accepted', 'invalid_pdf');
}
