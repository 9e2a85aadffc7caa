import { describe, expect, it } from 'vitest';
import { pairFromParams, pairToParams, swapPair } from './pair';

describe('the pair in the URL', () => {
  it('reads valid ids and ignores anything else', () => {
    expect(pairFromParams(new URLSearchParams('sire=12&dam=40'))).toEqual({ sire: 12, dam: 40 });
    expect(pairFromParams(new URLSearchParams('sire=abc&dam=0'))).toEqual({ sire: null, dam: null });
    expect(pairFromParams(new URLSearchParams('sire=-3&dam=99999999999'))).toEqual({ sire: null, dam: null });
    expect(pairFromParams(new URLSearchParams(''))).toEqual({ sire: null, dam: null });
  });

  it('writes the pair, keeping other parameters and dropping an empty side', () => {
    expect(pairToParams({ sire: 5, dam: null }, new URLSearchParams('dam=7&utm=x')).toString()).toBe('utm=x&sire=5');
    expect(pairToParams({ sire: 5, dam: 8 }).toString()).toBe('sire=5&dam=8');
    expect(pairToParams(swapPair({ sire: 5, dam: 8 })).toString()).toBe('sire=8&dam=5');
    // a sire chosen after the dam still comes first, so one pair has one link
    expect(pairToParams({ sire: 3, dam: 8 }, new URLSearchParams('dam=8')).toString()).toBe('sire=3&dam=8');
  });
});
