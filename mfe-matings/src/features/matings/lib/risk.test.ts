import { describe, expect, it } from 'vitest';
import { affectedChance } from './risk';

describe('the chance of affected puppies', () => {
  it('is exact when both parents are known, a bound when one is inferred or unknown, and none when none can be affected', () => {
    expect(affectedChance({ affectedMin: 0.25, affectedMax: 0.25 }).kind).toBe('exact');
    expect(affectedChance({ affectedMin: 0, affectedMax: 0.5 }).kind).toBe('upTo');
    expect(affectedChance({ affectedMin: 0.25, affectedMax: 0.5 }).kind).toBe('atLeast');
    expect(affectedChance({ affectedMin: 0.25, affectedMax: 1 }).kind).toBe('atLeast');
    expect(affectedChance({ affectedMin: 0, affectedMax: 0 }).kind).toBe('none');
  });
});
