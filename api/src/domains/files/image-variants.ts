import sharp from 'sharp';
import { IMAGE_SIZES, UPLOAD_MAX_PIXELS } from '@bc/shared/contracts';
import { fileProblem } from './checks';

/** Decoding limit, behind `checkPixels` (which refuses such images before decoding starts). */
const LIMIT_INPUT_PIXELS = UPLOAD_MAX_PIXELS;

export interface ImageVariant {
  size: number;
  data: Buffer;
  width: number;
  height: number;
}

const open = (input: string | Buffer) => sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });

/** The content was sniffed as an image already, so anything libvips refuses is a damaged (or oversized) file. */
async function decoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw fileProblem('The image could not be read (damaged)', 'unreadable');
  }
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1).replace(/\.0$/, '')} megapixels`;

/**
 * Refuses an image above UPLOAD_MAX_PIXELS from the dimensions in its header (libvips reads the header only, nothing
 * is decoded): 400, code too_many_pixels.
 */
export async function checkPixels(input: string | Buffer): Promise<void> {
  const { width, height } = await decoded(() => sharp(input, { limitInputPixels: false }).metadata());
  const pixels = (width ?? 0) * (height ?? 0);
  if (pixels === 0) throw fileProblem('The image could not be read (no dimensions in its header)', 'unreadable');
  if (pixels > UPLOAD_MAX_PIXELS) {
    throw fileProblem(
      `The image is too large in pixels: ${width} × ${height} (${megapixels(pixels)}); the limit is ${megapixels(UPLOAD_MAX_PIXELS)}`,
      'too_many_pixels',
    );
  }
}

/**
 * The stored sizes of an image: WebP, long side 160/480/1280 px (never enlarged), turned upright from the
 * EXIF orientation and with every piece of metadata (EXIF incl. GPS, XMP, IPTC, ICC) removed — sharp writes
 * none unless asked to.
 */
export function imageVariants(input: string | Buffer): Promise<ImageVariant[]> {
  return decoded(async () => {
    const upright = open(input).rotate();
    return Promise.all(
      Object.values(IMAGE_SIZES).map(async (size) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { size, data, width: info.width, height: info.height };
      }),
    );
  });
}

/** A JPEG or PNG document re-encoded in its own format, upright and without metadata. */
export function strippedImage(input: string | Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
  return decoded(async () => {
    const image = open(input).rotate();
    return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
  });
}
