import { describe, expect, it } from 'vitest';
import { clampCrop, imageTransform, initialCrop, panBy, sourceRect, zoomTo } from './crop';

const landscape = { width: 800, height: 400 };

describe('square crop geometry', () => {
  it('starts with the whole short side, centred', () => {
    const crop = initialCrop(landscape);
    expect(sourceRect(crop, landscape)).toEqual({ sx: 200, sy: 0, side: 400 });
  });

  it('never leaves the image when dragged', () => {
    const viewport = 200; // 2 image px per screen px at zoom 1
    const crop = panBy(initialCrop(landscape), landscape, viewport, 1000, 1000);
    expect(sourceRect(crop, landscape)).toEqual({ sx: 0, sy: 0, side: 400 });
    const other = panBy(crop, landscape, viewport, -50, 0);
    expect(sourceRect(other, landscape).sx).toBe(100);
  });

  it('zooms around the centre within 1…4', () => {
    const zoomed = zoomTo(initialCrop(landscape), landscape, 2);
    expect(sourceRect(zoomed, landscape)).toEqual({ sx: 300, sy: 100, side: 200 });
    expect(zoomTo(zoomed, landscape, 10).zoom).toBe(4);
    expect(zoomTo(zoomed, landscape, 0.2).zoom).toBe(1);
  });

  it('pulls the centre back inside when zooming out near an edge', () => {
    const crop = clampCrop({ zoom: 4, cx: 50, cy: 50 }, landscape);
    expect(crop).toEqual({ zoom: 4, cx: 50, cy: 50 });
    expect(zoomTo(crop, landscape, 1)).toEqual({ zoom: 1, cx: 200, cy: 200 });
  });

  it('places the picture so the crop fills the viewport', () => {
    const { x, y, scale } = imageTransform(initialCrop(landscape), landscape, 300);
    expect(scale).toBe(0.75);
    expect(x).toBe(-150);
    expect(y).toBe(0);
  });
});
