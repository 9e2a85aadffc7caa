import { describe, expect, it } from 'vitest';
import { DEPTH_OPTIONS, parseDepth } from './depth';

describe('parseDepth', () => {
  it('accepts 3 to 10 and falls back otherwise', () => {
    expect(DEPTH_OPTIONS).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parseDepth('7', 6)).toBe(7);
    expect(parseDepth('10', 6)).toBe(10);
    for (const bad of [null, undefined, '', '2', '11', '5.5', 'abc', '-4', '007']) expect(parseDepth(bad, 6)).toBe(6);
  });
});
