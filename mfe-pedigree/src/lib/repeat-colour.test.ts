import { describe, expect, it } from 'vitest';
import { REPEAT_PALETTE, repeatColour } from './repeat-colour';

describe('repeatColour', () => {
  it('gives each of the first twelve repeated ancestors its own Mantine colour', () => {
    const names = Array.from({ length: REPEAT_PALETTE.length }, (_, i) => repeatColour(i).name);
    expect(new Set(names).size).toBe(REPEAT_PALETTE.length);
    expect(repeatColour(0)).toEqual({
      name: 'blue',
      border: 'solid',
      color: 'var(--mantine-color-blue-filled)',
      background: 'var(--mantine-color-blue-light)',
    });
  });

  it('is stable per index and varies the border once the hues come round', () => {
    expect(repeatColour(3)).toEqual(repeatColour(3));
    expect(repeatColour(12).name).toBe(repeatColour(0).name);
    expect(repeatColour(12).border).toBe('dashed');
    expect(repeatColour(24).border).toBe('dotted');
    expect(repeatColour(36).border).toBe('solid');
    const pairs = new Set(Array.from({ length: 36 }, (_, i) => `${repeatColour(i).name}/${repeatColour(i).border}`));
    expect(pairs.size).toBe(36);
  });

  it('uses only colour variables, never raw colours', () => {
    for (let i = 0; i < 40; i++) {
      expect(repeatColour(i).color).toMatch(/^var\(--mantine-color-[a-z]+-filled\)$/);
      expect(repeatColour(i).background).toMatch(/^var\(--mantine-color-[a-z]+-light\)$/);
    }
  });

  it('falls back to the first colour for a bad index', () => {
    expect(repeatColour(-1).name).toBe('blue');
    expect(repeatColour(Number.NaN).name).toBe('blue');
  });
});
