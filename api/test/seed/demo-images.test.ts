import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_COLOURS, DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_SCENES, drawBorderCollie } from '../../src/seed/demo-images';
import { COLORS } from '../../src/seed/population';

describe('drawBorderCollie', () => {
  it('knows every colour the seed gives its dogs', () => {
    expect(DEMO_COLOURS.toSorted()).toEqual(COLORS.map(([id]) => id).toSorted());
  });

  it('draws a valid SVG of the demo size that libvips renders', async () => {
    const svg = drawBorderCollie('blue-merle-tricolour', 'rough', 'pasture');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([DEMO_IMAGE_WIDTH, DEMO_IMAGE_HEIGHT]);
    // Not one flat colour: a scene and a dog.
    const stats = await sharp(data, { raw: info }).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(20);
  });

  it('differs for every colour, coat and scene, and is the same for the same ones', () => {
    const colours = new Set(DEMO_COLOURS.map((c) => drawBorderCollie(c, 'rough', 'meadow')));
    expect(colours.size).toBe(DEMO_COLOURS.length);
    const coats = new Set((['rough', 'smooth', 'bearded'] as const).map((coat) => drawBorderCollie('black-white', coat, 'meadow')));
    expect(coats.size).toBe(3);
    expect(new Set(DEMO_SCENES.map((s) => drawBorderCollie('black-white', 'rough', s))).size).toBe(DEMO_SCENES.length);
    expect(drawBorderCollie('red-merle', 'smooth', 'evening')).toBe(drawBorderCollie('red-merle', 'smooth', 'evening'));
  });

  it('draws a colour in its own colours: white where the colour has white, none on a solid black', () => {
    const white = '#f6f4ef';
    expect(drawBorderCollie('black-white', 'smooth', 'meadow')).toContain(`fill="${white}"`);
    expect(drawBorderCollie('black', 'smooth', 'meadow')).not.toContain(`fill="${white}"`);
    expect(drawBorderCollie('black-tricolour', 'smooth', 'meadow')).toContain('#b8732f');
    expect(drawBorderCollie('black-white', 'smooth', 'meadow')).not.toContain('#b8732f');
  });
});
