/** Pan and zoom of the tree: `translate(x, y) scale(k)` of the content inside a viewport. Pure functions only. */
export interface Transform {
  x: number;
  y: number;
  k: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface Rect extends Point, Size {}
export interface ScaleLimits {
  min: number;
  max: number;
}

/** Space kept around the tree when it is fitted. */
export const FIT_PADDING = 16;
/** Scale under which the boxes' text is too small to read. */
export const READABLE_SCALE = 0.65;
export const MAX_SCALE = 2.5;
/** Content that always stays in view when panning, in pixels. */
export const KEEP_VISIBLE = 48;
export const ZOOM_STEP = 1.25;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Scale that shows all of the content (never above 1). */
export function fitScale(content: Size, viewport: Size): number {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  const k = Math.min((viewport.width - 2 * FIT_PADDING) / content.width, (viewport.height - 2 * FIT_PADDING) / content.height);
  return clamp(k, 0.001, 1);
}

/** From the whole tree on screen up to a close look. */
export function scaleLimits(content: Size, viewport: Size): ScaleLimits {
  return { min: Math.min(0.5, fitScale(content, viewport)), max: MAX_SCALE };
}

export function clampScale(k: number, limits: ScaleLimits): number {
  return clamp(k, limits.min, limits.max);
}

/** Keeps at least a strip of the content in view, whatever the pan. */
export function clampPan(transform: Transform, content: Size, viewport: Size): Transform {
  const keepX = Math.min(KEEP_VISIBLE, content.width * transform.k, viewport.width);
  const keepY = Math.min(KEEP_VISIBLE, content.height * transform.k, viewport.height);
  return {
    k: transform.k,
    x: clamp(transform.x, keepX - content.width * transform.k, viewport.width - keepX),
    y: clamp(transform.y, keepY - content.height * transform.k, viewport.height - keepY),
  };
}

/** Scales by `factor` keeping the content point under `at` (viewport coordinates) in place. */
export function zoomAt(transform: Transform, factor: number, at: Point, limits: ScaleLimits): Transform {
  const k = clampScale(transform.k * factor, limits);
  const ratio = k / transform.k;
  return { k, x: at.x - (at.x - transform.x) * ratio, y: at.y - (at.y - transform.y) * ratio };
}

export function panBy(transform: Transform, dx: number, dy: number): Transform {
  return { k: transform.k, x: transform.x + dx, y: transform.y + dy };
}

/** The whole tree, centred. */
export function fitTransform(content: Size, viewport: Size): Transform {
  const k = fitScale(content, viewport);
  return { k, x: (viewport.width - content.width * k) / 2, y: (viewport.height - content.height * k) / 2 };
}

/** The scale the first view keeps at least when the chart is taller than the viewport (names at 11 px or more). */
export const FIRST_VIEW_SCALE = 0.85;

/**
 * The first view of the chart (the branches open at first: a few generations): the whole of it when it fits at a
 * legible scale; otherwise as wide as fits (at most 1, at least FIRST_VIEW_SCALE), top aligned, so the dog and the
 * first generations are on screen and the rest is a pan below. Never cut at the top or the left.
 */
export function firstView(content: Size, viewport: Size): Transform {
  if (viewport.width <= 0 || viewport.height <= 0 || content.width <= 0 || content.height <= 0) return { x: 0, y: 0, k: 1 };
  const widthScale = Math.min(1, (viewport.width - 2 * FIT_PADDING) / content.width);
  const heightScale = (viewport.height - 2 * FIT_PADDING) / content.height;
  const k = Math.min(widthScale, Math.max(heightScale, FIRST_VIEW_SCALE));
  const x = Math.max(FIT_PADDING, (viewport.width - content.width * k) / 2);
  const y = Math.max(FIT_PADDING, (viewport.height - content.height * k) / 2);
  return { x, y, k };
}

/** The smallest rectangle holding all the given boxes. */
export function unionRect(rects: readonly Rect[]): Rect {
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Moves (and zooms in, when the tree is too small to read) so that a box is fully in sight. */
export function revealRect(transform: Transform, rect: Rect, viewport: Size, margin = FIT_PADDING): Transform {
  let next = transform;
  if (next.k < READABLE_SCALE) {
    const k = Math.min(1, Math.max(READABLE_SCALE, next.k));
    next = { k, x: viewport.width / 2 - (rect.x + rect.width / 2) * k, y: viewport.height / 2 - (rect.y + rect.height / 2) * k };
  }
  const left = next.x + rect.x * next.k;
  const top = next.y + rect.y * next.k;
  const right = left + rect.width * next.k;
  const bottom = top + rect.height * next.k;
  let dx = 0;
  let dy = 0;
  if (left < margin) dx = margin - left;
  else if (right > viewport.width - margin) dx = Math.max(margin - left, viewport.width - margin - right);
  if (top < margin) dy = margin - top;
  else if (bottom > viewport.height - margin) dy = Math.max(margin - top, viewport.height - margin - bottom);
  return dx || dy ? panBy(next, dx, dy) : next;
}
