import { getRequestFile } from './get-request-file';

/** `%PDF-`: the first five bytes of every PDF (ISO 32000-2, 7.5.2 "File header"). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * The bytes as a PDF the page may frame, or null when they do not start with `%PDF-`. The type is set here, never
 * taken from the answer or the file's name: a `blob:` URL belongs to the site's origin, so what it holds must never be
 * read as HTML; typed `application/pdf`, the browser hands it to its PDF viewer whatever the bytes say.
 */
export async function asPdf(blob: Blob): Promise<Blob | null> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (!PDF_HEADER.every((byte, index) => bytes[index] === byte)) return null;
  return new Blob([bytes], { type: 'application/pdf' });
}

/** The PDF a member sent with a request (see `getRequestFile`), checked and typed to be shown in a frame (`asPdf`). */
export const getRequestPdf = async (id: number) => asPdf((await getRequestFile(id)).blob);
