import sharp from 'sharp';
import { IMAGE_SIZES } from '@bc/shared/contracts';
import { fileProblem } from './checks';

/** Decoding limit: larger images are refused rather than risking memory (a 20 MB JPEG is far below it). */
const LIMIT_INPUT_PIXELS = 120_000_000;

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
    throw fileProblem('The image could not be read (damaged, or too large in pixels)', 'unreadable');
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
