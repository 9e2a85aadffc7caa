/**
 * Square crop geometry, independent of the on-screen size: the crop is a square of `minSide / zoom` image pixels
 * centred on (cx, cy). The crop area on screen shows that square scaled to its size.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface Crop {
  /** 1 = the whole short side fits; up to MAX_ZOOM. */
  zoom: number;
  /** The crop's centre, in image pixels. */
  cx: number;
  cy: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Side of the cropped square in image pixels. */
export function cropSide(image: ImageSize, zoom: number): number {
  return Math.min(image.width, image.height) / zoom;
}

/** Keeps the zoom in range and the square inside the image. */
export function clampCrop(crop: Crop, image: ImageSize): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return { zoom, cx: clamp(crop.cx, half, image.width - half), cy: clamp(crop.cy, half, image.height - half) };
}

/** The whole short side, centred. */
export function initialCrop(image: ImageSize): Crop {
  return { zoom: MIN_ZOOM, cx: image.width / 2, cy: image.height / 2 };
}

/** Screen pixels per image pixel for a crop area of `viewport` pixels a side. */
export function screenScale(image: ImageSize, zoom: number, viewport: number): number {
  return viewport / cropSide(image, zoom);
}

/** Drags the picture by (dx, dy) screen pixels: the crop moves the opposite way. */
export function panBy(crop: Crop, image: ImageSize, viewport: number, dx: number, dy: number): Crop {
  const scale = screenScale(image, crop.zoom, viewport);
  return clampCrop({ ...crop, cx: crop.cx - dx / scale, cy: crop.cy - dy / scale }, image);
}

export function zoomTo(crop: Crop, image: ImageSize, zoom: number): Crop {
  return clampCrop({ ...crop, zoom }, image);
}

/** Where the image's top-left corner sits in the viewport, and its scale (for a CSS transform). */
export function imageTransform(crop: Crop, image: ImageSize, viewport: number): { x: number; y: number; scale: number } {
  const scale = screenScale(image, crop.zoom, viewport);
  return { x: viewport / 2 - crop.cx * scale, y: viewport / 2 - crop.cy * scale, scale };
}

/** The source square to draw (image pixels). */
export function sourceRect(crop: Crop, image: ImageSize): { sx: number; sy: number; side: number } {
  const side = cropSide(image, crop.zoom);
  return { sx: crop.cx - side / 2, sy: crop.cy - side / 2, side };
}
