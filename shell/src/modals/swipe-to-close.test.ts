import { describe, expect, it } from 'vitest';
import { shouldCloseOnSwipe } from './swipe-to-close';

describe('swipe to close', () => {
  it('closes beyond 10% of the modal height', () => {
    expect(shouldCloseOnSwipe(61, 600, 800)).toBe(true);
    expect(shouldCloseOnSwipe(59, 600, 800)).toBe(false);
  });

  it('closes on a flick faster than 300 ms', () => {
    expect(shouldCloseOnSwipe(40, 600, 200)).toBe(true);
    expect(shouldCloseOnSwipe(40, 600, 400)).toBe(false);
  });

  it('never closes on an upward swipe', () => {
    expect(shouldCloseOnSwipe(-200, 600, 100)).toBe(false);
  });
});
