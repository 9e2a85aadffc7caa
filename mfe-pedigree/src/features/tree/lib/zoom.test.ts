import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampScale,
  fitScale,
  fitTransform,
  firstView,
  FIRST_VIEW_SCALE,
  FIT_PADDING,
  KEEP_VISIBLE,
  MAX_SCALE,
  panBy,
  READABLE_SCALE,
  revealRect,
  scaleLimits,
  unionRect,
  zoomAt,
} from './zoom';
import { layoutConfig, layoutTree } from './layout';

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

  it('starts with the whole first view when it fits at a legible scale, centred', () => {
    // the dog and four generations on a laptop: 16 rows of 46 px
    const layout = layoutTree(4);
    const content = { width: layout.width, height: layout.height };
    const laptop = { width: 1100, height: 720 };
    const transform = firstView(content, laptop);
    expect(transform.k).toBeCloseTo((laptop.height - 2 * FIT_PADDING) / content.height);
    expect(transform.k).toBeGreaterThanOrEqual(FIRST_VIEW_SCALE);
    expect(transform.y).toBeCloseTo(FIT_PADDING);
    expect(transform.x + content.width * transform.k).toBeLessThanOrEqual(laptop.width - FIT_PADDING + 0.001);
  });

  it('fits a phone’s width with the dog, parents and grandparents', () => {
    const layout = layoutTree(2, undefined, (rows) => layoutConfig(rows, true));
    const phone = { width: 356, height: 548 };
    const transform = firstView({ width: layout.width, height: layout.height }, phone);
    expect(transform.k).toBeCloseTo((phone.width - 2 * FIT_PADDING) / layout.width);
    expect(transform.k).toBeGreaterThan(0.9);
    expect(transform.x).toBeCloseTo(FIT_PADDING);
  });

  it('keeps a tall chart legible and top aligned, never cut at the top or the left', () => {
    const layout = layoutTree(6);
    const content = { width: 1000, height: layout.height };
    const transform = firstView(content, viewport);
    expect(transform.k).toBe(FIRST_VIEW_SCALE);
    expect(transform.y).toBe(FIT_PADDING);
    expect(transform.x).toBeGreaterThanOrEqual(FIT_PADDING);
    expect(firstView(content, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, k: 1 });
  });

  it('measures the union of boxes', () => {
    expect(unionRect([{ x: 0, y: 10, width: 5, height: 5 }, { x: 20, y: 0, width: 5, height: 5 }])).toEqual({ x: 0, y: 0, width: 25, height: 15 });
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
