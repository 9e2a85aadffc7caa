import { sourceRect, type Crop } from './crop';

export const OUTPUT_SIZE = 512;
export const OUTPUT_QUALITY = 0.9;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, OUTPUT_QUALITY));
}

/**
 * Draws the crop on a canvas (at most OUTPUT_SIZE square, never upscaled) and encodes it as WebP,
 * or JPEG where the browser cannot write WebP.
 */
export async function exportCrop(image: HTMLImageElement, crop: Crop, size = OUTPUT_SIZE): Promise<Blob> {
  const { sx, sy, side } = sourceRect(crop, { width: image.naturalWidth, height: image.naturalHeight });
  const out = Math.max(1, Math.round(Math.min(size, side)));
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, out, out);
  const webp = await toBlob(canvas, 'image/webp');
  if (webp && webp.type === 'image/webp') return webp;
  // JPEG has no transparency: flatten onto white first.
  const flat = document.createElement('canvas');
  flat.width = out;
  flat.height = out;
  const flatContext = flat.getContext('2d');
  if (!flatContext) throw new Error('Canvas 2D is not available');
  flatContext.fillStyle = '#ffffff';
  flatContext.fillRect(0, 0, out, out);
  flatContext.drawImage(canvas, 0, 0);
  const jpeg = await toBlob(flat, 'image/jpeg');
  if (!jpeg) throw new Error('The image could not be encoded');
  return jpeg;
}
