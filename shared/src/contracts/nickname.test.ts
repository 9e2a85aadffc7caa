import { describe, expect, it } from 'vitest';
import { isReservedNickname, isValidNickname, NICKNAME_PATTERN } from './nickname';

describe('nicknames', () => {
  it('follow the pattern', () => {
    expect(isValidNickname('anna_b-1')).toBe(true);
    for (const bad of ['ab', '_anna', 'a'.repeat(31), 'anna b', 'анна']) expect(NICKNAME_PATTERN.test(bad)).toBe(false);
  });

  it('are never a route word under /u/ (any case)', () => {
    for (const word of ['edit', 'Likes', 'LITTERS', 'matings', 'pets', 'reports', 'add', 'admin', 'moder', 'api', 'settings']) {
      expect(isReservedNickname(word)).toBe(true);
      expect(isValidNickname(word)).toBe(false);
    }
  });
});
