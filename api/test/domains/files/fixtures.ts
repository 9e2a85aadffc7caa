import type { FastifyInstance } from 'fastify';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { UploadTarget } from '@bc/shared/contracts';
import type { TestUser } from '../../helpers/users';

export { pdf } from './pdf';

/** A JPEG of the given size; with `gps`, EXIF holding a camera, a date and a GPS location. */
export function jpeg(width = 640, height = 480, options: { gps?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg({ quality: 80 });
  if (!options.gps && !options.orientation) return image.toBuffer();
  return image
    .withMetadata({
      ...(options.orientation ? { orientation: options.orientation } : {}),
      exif: options.gps
        ? {
            IFD0: { Make: 'TestCam', Model: 'Border 1', Copyright: 'Secret Owner' },
            IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' },
          }
        : {},
    })
    .toBuffer();
}

export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 250, g: 10, b: 10, alpha: 0.5 } } }).png().toBuffer();

export const webp = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 200, b: 0 } } }).webp().toBuffer();

/** A PNG of random pixels: incompressible, so about width × height × 3 bytes (2000² ≈ 12 MB). */
export function noisePng(width = 2000, height = 2000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    pixels.writeUInt32LE(seed, Math.min(i, pixels.length - 4));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A valid black-and-white PNG of width × height pixels that is tiny on disk (1 bit a pixel, all zero, deflated):
 * 10900² is 119 megapixels in about 15 KB, which a decoder would expand to 119 MB.
 */
export function sparsePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  // Every row: filter byte 0 then ceil(width / 8) zero bytes.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}


export interface FormFile {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body (built by the platform's FormData, like a browser's). */
export async function multipart(fields: Record<string, string>, file?: FormFile): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export const uploadUrl = (target: UploadTarget) => `/api/uploads/${target}`;

/** FilePond process with a file: metadata field then the file, both named `filepond`. */
export async function processFile(app: FastifyInstance, user: TestUser | null, target: UploadTarget, data: Buffer, name: string) {
  const { payload, headers } = await multipart({ filepond: '{}' }, { field: 'filepond', name, data });
  return app.inject({ method: 'POST', url: uploadUrl(target), payload, headers: { ...headers, ...user?.headers } });
}

/** FilePond chunked start: the metadata only, with Upload-Length. */
export async function startChunked(app: FastifyInstance, user: TestUser, target: UploadTarget, length: number) {
  const { payload, headers } = await multipart({ filepond: '{}' });
  return app.inject({
    method: 'POST', url: uploadUrl(target), payload, headers: { ...headers, ...user.headers, 'upload-length': String(length) },
  });
}

export function patchChunk(
  app: FastifyInstance,
  user: TestUser,
  target: UploadTarget,
  id: string,
  chunk: { offset: number; length: number; name: string; data: Buffer },
) {
  return app.inject({
    method: 'PATCH',
    url: `${uploadUrl(target)}?patch=${id}`,
    payload: chunk.data,
    headers: {
      ...user.headers,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(chunk.offset),
      'upload-length': String(chunk.length),
      'upload-name': chunk.name,
    },
  });
}

/** Reads a stored file through the API (local storage) by its URL. */
export const getFile = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
