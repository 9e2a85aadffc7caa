import { DEFAULT_THEME } from '@bc/shared/mantine';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const { light, dark } = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME);

/** A variable's value as a colour: our override, or Mantine's default (light-color is shade 9, outline the primary shade 7). */
function resolve(value: string | undefined, fallback: string, name: string): string {
  const shade = /^var\(--mantine-color-[a-z]+-(\d)\)$/.exec(value ?? '');
  if (shade) return DEFAULT_THEME.colors[name][Number(shade[1])];
  return value ?? fallback;
}

describe('theme colours', () => {
  const names = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'primary');

  it.each(names)('%s: light-variant text on its light background is at least 4.5:1', (name) => {
    const text = resolve(light[`--mantine-color-${name}-light-color`], DEFAULT_THEME.colors[name][9], name);
    expect(contrast(text, DEFAULT_THEME.colors[name][1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(names)('%s: outline-variant text on white is at least 4.5:1', (name) => {
    const text = resolve(light[`--mantine-color-${name}-outline`], DEFAULT_THEME.colors[name][7], name);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(names)('%s: white text on the filled variant (buttons, badges) is at least 4.5:1, and on its hover', (name) => {
    const fill = resolve(light[`--mantine-color-${name}-filled`], DEFAULT_THEME.colors[name][7], name);
    expect(contrast('#ffffff', fill)).toBeGreaterThanOrEqual(4.5);
    const hover = resolve(light[`--mantine-color-${name}-filled-hover`], DEFAULT_THEME.colors[name][8], name);
    expect(contrast('#ffffff', hover)).toBeGreaterThanOrEqual(4.5);
    // The same fills in the dark scheme (white text there too).
    expect(dark[`--mantine-color-${name}-filled`] ?? null).toBe(light[`--mantine-color-${name}-filled`] ?? null);
  });

  it('primary filled buttons keep white text readable', () => {
    const primary = theme.colors!.primary!;
    expect(contrast(primary[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
