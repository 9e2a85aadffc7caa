import { describe, expect, it } from 'vitest';
import { completenessProfile } from './completeness-rows';

describe('completenessProfile', () => {
  it('joins the N-generation list and the whole-pedigree list into generations 1..deepest', () => {
    const profile = completenessProfile([1, 1, 0.75], [1, 1, 0.75, 0.5, 0.125]);
    expect(profile.rows.map((r) => [r.generation, r.known, r.possible, r.inWindow])).toEqual([
      [1, 2, 2, true],
      [2, 4, 4, true],
      [3, 6, 8, true],
      [4, 8, 16, false],
      [5, 4, 32, false],
    ]);
    expect(profile).toMatchObject({ window: 3, deepest: 5, complete: 2, windowKnown: 12, windowPossible: 14 });
    expect(profile.windowShare).toBeCloseTo(12 / 14, 12);
  });

  it('keeps all N generations when the pedigree is shallower than N', () => {
    const profile = completenessProfile([1, 0.5, 0, 0], [1, 0.5]);
    expect(profile.rows).toHaveLength(4);
    expect(profile.rows.every((r) => r.inWindow)).toBe(true);
    expect(profile).toMatchObject({ deepest: 2, complete: 1, windowKnown: 4, windowPossible: 30 });
  });

  it('handles a dog without known parents', () => {
    const profile = completenessProfile([0, 0, 0], []);
    expect(profile).toMatchObject({ deepest: 0, complete: 0, windowKnown: 0, windowShare: 0 });
  });
});
