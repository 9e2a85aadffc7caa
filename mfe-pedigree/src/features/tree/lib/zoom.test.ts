import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampScale,
  fitScale,
  fitTransform,
  initialTransform,
  FIT_PADDING,
  KEEP_VISIBLE,
  MIN_FOCUS_SCALE,
  MAX_SCALE,
  panBy,
  READABLE_SCALE,
  revealRect,
  scaleLimits,
  unionRect,
  zoomAt,
  type Rect,
} from './zoom';
import { layoutTree } from './layout';

const viewport = { width: 1000, height: 600 };

describe('zoom clamping', () => {
  it('fits the whole content, never enlarging it', () => {
    expect(fitScale({ width: 484, height: 284 }, viewport)).toBe(1);
    expect(fitScale({ width: 1936, height: 1136 }, viewport)).toBeCloseTo(0.5);
    expect(fitScale({ width: 0, height: 0 }, viewport)).toBe(1);
    expect(fitScale({ width: 100, height: 100 }, { width: 0, height: 0 })).toBe(1);
  });

  it('limits the scale between the fitted tree (or 0.5) and the maximum', () => {
    const small = scaleLimits({ width: 400, height: 300 }, viewport);
    expect(small).toEqual({ min: 0.5, max: MAX_SCALE });
    const deep = scaleLimits({ width: 2398, height: 32768 }, viewport);
    expect(deep.min).toBeCloseTo(568 / 32768);
    expect(clampScale(10, deep)).toBe(MAX_SCALE);
    expect(clampScale(0.0001, deep)).toBe(deep.min);
    expect(clampScale(1, deep)).toBe(1);
  });

  it('zooms around the pointer: the point under it stays put', () => {
    const transform = { x: 100, y: 50, k: 1 };
    const at = { x: 400, y: 300 };
    const next = zoomAt(transform, 2, at, { min: 0.1, max: 4 });
    expect(next.k).toBe(2);
    // content point under the pointer before and after
    expect((at.x - transform.x) / transform.k).toBeCloseTo((at.x - next.x) / next.k);
    expect((at.y - transform.y) / transform.k).toBeCloseTo((at.y - next.y) / next.k);
  });

  it('stops zooming at the limits', () => {
    const next = zoomAt({ x: 0, y: 0, k: 2 }, 10, { x: 0, y: 0 }, { min: 0.5, max: 2.5 });
    expect(next.k).toBe(2.5);
    expect(zoomAt({ x: 0, y: 0, k: 0.6 }, 0.1, { x: 0, y: 0 }, { min: 0.5, max: 2.5 }).k).toBe(0.5);
  });

  it('never lets the tree be dragged out of sight', () => {
    const content = { width: 2000, height: 3000 };
    const far = clampPan({ x: 5000, y: -99999, k: 1 }, content, viewport);
    expect(far.x).toBe(viewport.width - KEEP_VISIBLE);
    expect(far.y).toBe(KEEP_VISIBLE - content.height);
    const fine = { x: -200, y: -300, k: 1 };
    expect(clampPan(fine, content, viewport)).toEqual(fine);
    expect(panBy(fine, 10, -20)).toEqual({ x: -190, y: -320, k: 1 });
  });
});

describe('views', () => {
  it('centres the fitted tree', () => {
    const transform = fitTransform({ width: 484, height: 284 }, viewport);
    expect(transform).toEqual({ k: 1, x: 258, y: 158 });
  });

  it('starts with the subject and both parents in sight when that is large enough', () => {
    const layout = layoutTree(6);
    const content = { width: layout.width, height: layout.height };
    const focus = unionRect(layout.boxes.slice(0, 3) as Rect[]);
    const tall = { width: 1000, height: 700 };
    const transform = initialTransform(content, tall, focus, layout.boxes[0]!);
    expect(transform.k).toBeGreaterThanOrEqual(MIN_FOCUS_SCALE);
    expect(transform.k).toBeLessThan(READABLE_SCALE);
    expect(transform.x).toBeCloseTo(FIT_PADDING);
    for (const box of layout.boxes.slice(0, 3) as Rect[]) {
      expect(transform.y + box.y * transform.k).toBeGreaterThanOrEqual(0);
      expect(transform.y + (box.y + box.height) * transform.k).toBeLessThanOrEqual(tall.height);
    }
  });

  it('fits the subject and parents across a phone', () => {
    const layout = layoutTree(3);
    const focus = unionRect(layout.boxes.slice(0, 3) as Rect[]);
    const phone = { width: 358, height: 550 };
    const transform = initialTransform({ width: layout.width, height: layout.height }, phone, focus, layout.boxes[0]!);
    expect(transform.k).toBeCloseTo((phone.width - 2 * FIT_PADDING) / focus.width);
    expect(transform.x + (focus.x + focus.width) * transform.k).toBeLessThanOrEqual(phone.width);
  });

  it('starts from the subject alone, readable, when the parents are too far apart', () => {
    const layout = layoutTree(10);
    const content = { width: layout.width, height: layout.height };
    const subject = layout.boxes[0]!;
    const transform = initialTransform(content, viewport, unionRect(layout.boxes.slice(0, 3) as Rect[]), subject);
    expect(transform.k).toBe(READABLE_SCALE);
    expect(transform.x).toBeCloseTo(FIT_PADDING);
    // the subject's centre is in the middle of the viewport
    expect(transform.y + (subject.y + subject.height / 2) * transform.k).toBeCloseTo(viewport.height / 2);
  });

  it('measures the union of boxes', () => {
    expect(unionRect([{ x: 0, y: 10, width: 5, height: 5 }, { x: 20, y: 0, width: 5, height: 5 }])).toEqual({ x: 0, y: 0, width: 25, height: 15 });
  });

  it('shows the whole tree at first when it is readable that way', () => {
    const content = { width: 880, height: 500 };
    expect(initialTransform(content, viewport, { x: 0, y: 200, width: 192, height: 92 })).toEqual(fitTransform(content, viewport));
  });

  it('brings a focused box into sight and makes it readable', () => {
    const rect = { x: 1200, y: 1600, width: 192, height: 26 };
    const next = revealRect({ x: 0, y: 0, k: 0.2 }, rect, viewport);
    expect(next.k).toBeGreaterThanOrEqual(READABLE_SCALE);
    const left = next.x + rect.x * next.k;
    const top = next.y + rect.y * next.k;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + rect.width * next.k).toBeLessThanOrEqual(viewport.width);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top + rect.height * next.k).toBeLessThanOrEqual(viewport.height);
    const visible = { x: 10, y: 10, k: 1 };
    expect(revealRect(visible, { x: 100, y: 100, width: 50, height: 20 }, viewport)).toBe(visible);
  });
});
